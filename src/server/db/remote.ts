import type { MessagePort } from "node:worker_threads";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import type { Database } from "./schema.ts";

/**
 * The process's database, lent to worker threads over a MessagePort: the
 * embedded PGlite has one opener, so a worker cannot open it again; it sends
 * each compiled query to the thread that owns the database
 * (`serveQueries`), which runs it and answers with the rows. Read-only use:
 * no transactions (the parallel page renderer reads, never writes).
 */
type Request = { id: number; sql: string; parameters: readonly unknown[] };
type Reply = { id: number; rows: unknown[]; numAffectedRows?: bigint } | { id: number; error: string };

/** Answers the queries a worker sends on `port` with `db`. Returns a function that stops answering. */
export function serveQueries(db: Kysely<Database>, port: MessagePort): () => void {
  const onMessage = async ({ id, sql, parameters }: Request) => {
    let reply: Reply;
    try {
      const result = await db.executeQuery<unknown>(CompiledQuery.raw(sql, [...parameters]));
      reply = {
        id,
        rows: result.rows as unknown[],
        ...(result.numAffectedRows !== undefined && { numAffectedRows: result.numAffectedRows }),
      };
    } catch (error) {
      reply = { id, error: (error as Error).message };
    }
    port.postMessage(reply);
  };
  port.on("message", onMessage);
  return () => port.off("message", onMessage);
}

/** A database handle whose queries run wherever `serveQueries` answers `port`. */
export function remoteDatabase(port: MessagePort): DatabaseHandle {
  const connection = new RemoteConnection(port);
  const db = new Kysely<Database>({ dialect: remoteDialect(connection) });
  const refuse = async () => {
    throw new Error("A worker's database only reads: it cannot run scripts or listen.");
  };
  return { kind: "postgres", db, exec: refuse, listen: refuse, close: async () => port.close() };
}

class RemoteConnection implements DatabaseConnection {
  private readonly port: MessagePort;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (reply: Reply) => void }>();

  constructor(port: MessagePort) {
    this.port = port;
    port.on("message", (reply: Reply) => {
      this.waiting.get(reply.id)?.resolve(reply);
      this.waiting.delete(reply.id);
    });
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const id = this.next++;
    const reply = await new Promise<Reply>((resolve) => {
      this.waiting.set(id, { resolve });
      this.port.postMessage({ id, sql: compiled.sql, parameters: compiled.parameters } satisfies Request);
    });
    if ("error" in reply) throw new Error(reply.error);
    return {
      rows: reply.rows as R[],
      ...(reply.numAffectedRows !== undefined && { numAffectedRows: reply.numAffectedRows }),
    };
  }

  // biome-ignore lint/correctness/useYield: the page renderer never streams.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("A worker's database does not stream.");
  }
}

function remoteDialect(connection: RemoteConnection): Dialect {
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {
      throw new Error("A worker's database only reads: no transactions.");
    },
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

import { EventEmitter } from "node:events";
import { processSingleton } from "../process-singleton.ts";

/**
 * Content changes, in the shape of a Supabase Database Webhook payload. The
 * database announces every committed write itself (NOTIFY, ./listen.ts);
 * this in-process channel carries the content webhook's changes from its
 * route to the rebuild engine of `npm start`, which follows it only where it
 * cannot LISTEN (docs/decisions/0016-one-change-channel.md).
 */
export type ContentTable = "categories" | "drawings" | "blog_articles" | "collections";
export type ContentChangeType = "INSERT" | "UPDATE" | "DELETE";

export type ContentChange = {
  type: ContentChangeType;
  table: ContentTable;
  /** The row after the change (snake_case columns, as the database has it); null for DELETE. */
  record: Record<string, unknown> | null;
  /** The row before the change; null for INSERT. */
  oldRecord: Record<string, unknown> | null;
};

const bus = () => processSingleton("content-changes", () => new EventEmitter().setMaxListeners(50));

export function reportContentChange(change: ContentChange): void {
  bus().emit("change", change);
}

export function onContentChange(listener: (change: ContentChange) => void): () => void {
  bus().on("change", listener);
  return () => bus().off("change", listener);
}

import type { History } from "./document.ts";

/**
 * Colourings in progress, kept in this browser's IndexedDB (no account): one
 * record per drawing, its commands and what the 'Continuar pintando' list
 * shows. IndexedDB rather than localStorage: strokes can add up to more than
 * localStorage's few MB, and it writes off the main thread.
 */
export type SavedColouring = {
  /** The drawing's id. */
  id: string;
  title: string;
  /** The drawing's page, and its card image, for the list. */
  href: string;
  cardUrl: string | null;
  /** A small JPEG of the colouring as it is (colours under the lines), for the lists; absent in older records. */
  thumbnail?: Blob | null;
  history: History;
  /** Epoch milliseconds of the last change. */
  updatedAt: number;
};

const DB_NAME = "rabisco-colouring";
const STORE = "colourings";
/** How many colourings the home page lists. */
export const CONTINUE_LIMIT = 8;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "id" });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("IndexedDB blocked"));
  }).catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(STORE, mode).objectStore(STORE);
}

export async function loadColouring(id: string): Promise<SavedColouring | null> {
  return ((await request((await store("readonly")).get(id))) as SavedColouring | undefined) ?? null;
}

export async function saveColouring(record: SavedColouring): Promise<void> {
  const objects = await store("readwrite");
  // Resolved once the write is durable (the transaction committed), not merely queued.
  const committed = new Promise<void>((resolve, reject) => {
    objects.transaction.oncomplete = () => resolve();
    objects.transaction.onerror = () => reject(objects.transaction.error);
    objects.transaction.onabort = () => reject(objects.transaction.error ?? new Error("aborted"));
  });
  objects.put(record);
  // Commit now rather than when the task ends: the sooner it is on disk, the less a closed tab can lose.
  objects.transaction.commit?.();
  await committed;
}

export async function deleteColouring(id: string): Promise<void> {
  await request((await store("readwrite")).delete(id));
}

/** The colourings that show something, most recently changed first (`limit`: the newest only; null: all). */
export async function listColourings(limit: number | null = CONTINUE_LIMIT): Promise<SavedColouring[]> {
  // A visitor who never coloured has no database, and looking must not make one for them.
  if (typeof indexedDB.databases === "function" && !(await indexedDB.databases()).some((db) => db.name === DB_NAME)) return [];
  const all = (await request((await store("readonly")).getAll())) as SavedColouring[];
  return all
    .filter((record) => typeof record?.id === "string" && typeof record.title === "string" && typeof record.href === "string")
    .filter((record) => Array.isArray(record.history?.done) && record.history.done.length > 0)
    .sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0))
    .slice(0, limit ?? undefined);
}

/**
 * Where images live. Paths are relative to the bucket root and always start
 * with one of the folders below; the local and Supabase implementations map
 * them to files and public URLs. `uploads/` holds files the administrator's
 * browser put straight into storage (src/server/admin/direct-uploads.ts),
 * each removed once the request that names it has read it.
 */
export const STORAGE_FOLDERS = ["drawings", "categories", "blog-images", "drawings-to-publish", "uploads"] as const;
export type StorageFolder = (typeof STORAGE_FOLDERS)[number];

/** Cache lifetimes of the spec: uploads are immutable for a year, reads default to an hour. */
export const UPLOAD_CACHE_CONTROL_SECONDS = 31_536_000;
export const DEFAULT_CACHE_CONTROL_SECONDS = 3_600;

export type PutOptions = { contentType: string; cacheControlSeconds?: number };

export interface Storage {
  put(path: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  get(path: string): Promise<Uint8Array | null>;
  remove(paths: string[]): Promise<void>;
  list(folder: StorageFolder, options?: { limit?: number; offset?: number }): Promise<string[]>;
  publicUrl(path: string): string;
  /** The storage path behind a public URL of this storage, or null for any other URL. */
  pathFromUrl(url: string): string | null;
  /**
   * A URL the browser can PUT one file to, at `path`, without credentials
   * (Supabase's signed upload URLs). Absent where uploads go through the
   * server anyway (local files).
   */
  signedUploadUrl?(path: string): Promise<string>;
}

export class InvalidStoragePathError extends Error {
  override name = "InvalidStoragePathError";
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Accepts `folder/name` or `folder/sub/name` with plain file-name segments
 * only, so no path can climb out of the bucket (`..`, absolute paths,
 * backslashes, control characters are all refused).
 */
export function assertStoragePath(path: string): string {
  const segments = path.split("/");
  const [folder] = segments;
  if (
    segments.length < 2 ||
    !STORAGE_FOLDERS.includes(folder as StorageFolder) ||
    !segments.every((segment) => SEGMENT.test(segment) && !segment.includes(".."))
  ) {
    throw new InvalidStoragePathError(`Caminho da imagem inválido: ${JSON.stringify(path)}`);
  }
  return path;
}

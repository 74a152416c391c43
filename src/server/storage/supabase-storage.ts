import { createClient } from "@supabase/supabase-js";
import { assertStoragePath, type PutOptions, type Storage, type StorageFolder, UPLOAD_CACHE_CONTROL_SECONDS } from "./storage.ts";

/** The one bucket of the spec; folders drawings/, categories/, blog-images/, drawings-to-publish/ live inside it. */
export const SUPABASE_BUCKET = "drawings";

export type SupabaseStorageOptions = {
  /** The project URL, e.g. https://xyz.supabase.co. */
  url: string;
  /** The service role key: server-side only, it bypasses the bucket's policies. */
  serviceRoleKey: string;
  /** For tests: the fetch the client uses. */
  fetch?: typeof fetch;
};

export class StorageRequestError extends Error {
  override name = "StorageRequestError";
}

function failure(action: string, path: string, error: { message: string }): StorageRequestError {
  return new StorageRequestError(`Supabase Storage ${action} ${path} failed: ${error.message}`);
}

/** Supabase answers a missing object with 404, or with 400 and statusCode "404" (older servers). */
function isNotFound(error: unknown): boolean {
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  return status === 404 || statusCode === "404" || statusCode === 404 || statusCode === "not_found";
}

/**
 * Production storage: Supabase Storage, through @supabase/supabase-js with
 * the service role key. Uploads overwrite (upsert) and are cached for a
 * year; public URLs are the bucket's public object URLs.
 */
export function createSupabaseStorage(options: SupabaseStorageOptions): Storage {
  const projectUrl = options.url.replace(/\/+$/, "");
  const client = createClient(projectUrl, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  const bucket = () => client.storage.from(SUPABASE_BUCKET);
  const host = new URL(projectUrl).host;

  return {
    async put(path: string, bytes: Uint8Array, put: PutOptions) {
      const { error } = await bucket().upload(assertStoragePath(path), bytes, {
        upsert: true,
        contentType: put.contentType,
        cacheControl: String(put.cacheControlSeconds ?? UPLOAD_CACHE_CONTROL_SECONDS),
      });
      if (error) throw failure("upload", path, error);
    },
    async get(path: string) {
      const { data, error } = await bucket().download(assertStoragePath(path));
      if (error) {
        if (isNotFound(error)) return null;
        throw failure("download", path, error);
      }
      return new Uint8Array(await data.arrayBuffer());
    },
    async remove(paths: string[]) {
      if (paths.length === 0) return;
      const { error } = await bucket().remove(paths.map(assertStoragePath));
      if (error) throw failure("remove", paths.join(", "), error);
    },
    async list(folder: StorageFolder, { limit = 100, offset = 0 } = {}) {
      const { data, error } = await bucket().list(folder, { limit, offset, sortBy: { column: "name", order: "asc" } });
      if (error) throw failure("list", folder, error);
      // Sub-folders come back as entries without an id.
      return data
        .filter((entry) => entry.id !== null && entry.name !== ".emptyFolderPlaceholder")
        .map((entry) => `${folder}/${entry.name}`);
    },
    async signedUploadUrl(path: string) {
      const { data, error } = await bucket().createSignedUploadUrl(assertStoragePath(path));
      if (error) throw failure("signed upload URL", path, error);
      return data.signedUrl;
    },
    publicUrl(path: string) {
      return bucket().getPublicUrl(assertStoragePath(path)).data.publicUrl;
    },
    pathFromUrl(url: string) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      if (parsed.host !== host || !parsed.pathname.startsWith("/storage/v1/")) return null;
      const marker = `/${SUPABASE_BUCKET}/`;
      const index = parsed.pathname.indexOf(marker);
      if (index === -1) return null;
      try {
        return assertStoragePath(decodeURIComponent(parsed.pathname.slice(index + marker.length)));
      } catch {
        return null;
      }
    },
  };
}

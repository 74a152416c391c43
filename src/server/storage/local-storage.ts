import fs from "node:fs/promises";
import nodePath from "node:path";
import { assertStoragePath, type PutOptions, type Storage, type StorageFolder } from "./storage.ts";

/** Public URL prefix of locally stored files; served by src/pages/storage/[...path].ts. */
export const LOCAL_STORAGE_URL_PREFIX = "/storage/";

/**
 * The embedded default: files under <root> (./data/storage), written
 * atomically (temporary file, then rename) so a reader never sees half a file.
 */
export function createLocalStorage(root: string, siteUrl = ""): Storage {
  const fileOf = (path: string) => nodePath.join(root, assertStoragePath(path));
  const prefix = `${siteUrl}${LOCAL_STORAGE_URL_PREFIX}`;
  return {
    async put(path: string, bytes: Uint8Array, _options: PutOptions) {
      const file = fileOf(path);
      await fs.mkdir(nodePath.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(path: string) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(path)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(paths: string[]) {
      await Promise.all(paths.map((path) => fs.rm(fileOf(path), { force: true })));
    },
    async list(folder: StorageFolder, { limit = 100, offset = 0 } = {}) {
      const directory = nodePath.join(root, folder);
      const entries = await fs.readdir(directory, { withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
        .map((entry) => `${folder}/${entry.name}`)
        .sort()
        .slice(offset, offset + limit);
    },
    publicUrl(path: string) {
      return `${prefix}${assertStoragePath(path)}`;
    },
    pathFromUrl(url: string) {
      const rest = url.startsWith(prefix) ? url.slice(prefix.length) : null;
      if (!rest) return null;
      try {
        return assertStoragePath(decodeURIComponent(rest.split(/[?#]/)[0] ?? ""));
      } catch {
        return null;
      }
    },
  };
}

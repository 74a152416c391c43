import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import nodePath from "node:path";
import { outputFileFor } from "./output-path.ts";

/**
 * Writes a rendered page under the site's output directory atomically:
 * a temporary file beside the target, then rename, so a visitor gets either
 * the old page or the new one, never half of one.
 */
export async function publishFile(outDir: string, sitePath: string, body: string | Uint8Array): Promise<string> {
  const file = nodePath.join(outDir, outputFileFor(sitePath));
  await fs.mkdir(nodePath.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, body);
  await fs.rename(temporary, file);
  return file;
}

/** Removes a published page (deleted or unpublished content); missing files are fine. */
export async function unpublishFile(outDir: string, sitePath: string): Promise<void> {
  const file = nodePath.join(outDir, outputFileFor(sitePath));
  await fs.rm(file, { force: true });
  if (file.endsWith(`${nodePath.sep}index.html`)) await fs.rmdir(nodePath.dirname(file)).catch(() => {});
}

/**
 * Saves `data` as a file called `name`, the way a download link does: a
 * blob address on a link clicked once. The address is released a minute
 * later, not at once: a browser may still be reading it (a slow disk, a
 * "save as" dialog), and a minute of a blob's memory costs nothing.
 */
export function saveBytes(data: Blob | Uint8Array, name: string, type = "application/octet-stream"): void {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
}

/** How long a saved file's blob address stays usable. */
export const BLOB_LIFETIME_MS = 60_000;

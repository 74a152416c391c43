/**
 * The AI provider's fetch, bounded in size and time: the whole body is read
 * here, at most `maxBytes` of it, and the call's abort signal (its timeout)
 * covers the body as well as the headers. The SDK's own reading honours
 * neither: a 400 MB reply took 111 s, past AI_TIMEOUT_MS, and 2.1 GB of
 * memory. The SDK then parses the buffered copy.
 */
export class ReplyTooLargeError extends Error {
  override name = "ReplyTooLargeError";
}

export function boundedFetch(maxBytes: number, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const declared = Number(response.headers.get("content-length") ?? Number.NaN);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new ReplyTooLargeError(`reply of ${declared} bytes, over ${maxBytes}`);
    }
    const body = await readAtMost(response.body, maxBytes, init?.signal ?? undefined);
    const headers = new Headers(response.headers);
    // The body below is the decoded one, whole.
    headers.delete("content-encoding");
    headers.delete("content-length");
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

async function readAtMost(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal?.reason ?? new DOMException("The operation was aborted.", "AbortError"));
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
  aborted.catch(() => {});
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new ReplyTooLargeError(`reply over ${maxBytes} bytes`);
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    reader.cancel().catch(() => {});
  }
  return new Uint8Array(Buffer.concat(chunks));
}

import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startSecureServer } from "./secure-server.ts";

let close: (() => Promise<void>) | undefined;

afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Sends `raw` and resolves with what the server wrote until it closed the connection. */
function sendAndWaitForClose(port: number, raw: string): Promise<{ reply: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(raw));
    let reply = "";
    socket.on("data", (chunk) => {
      reply += chunk.toString("latin1");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ reply, seconds: (performance.now() - started) / 1000 }));
  });
}

describe("startSecureServer", () => {
  it("answers 408 and frees the connection of a client that never sends the body it announced, within seconds", async () => {
    let answered = 0;
    // Like the site's routes, it answers once it has read the whole body.
    const server = await startSecureServer(
      (request, response) => {
        request.resume();
        request.on("end", () => {
          answered++;
          response.end("ok");
        });
      },
      { host: "127.0.0.1", port: 0 },
      null,
    );
    close = () => new Promise((resolve) => server.close(() => resolve()));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const { reply, seconds } = await sendAndWaitForClose(
      address.port,
      "POST /api/favorites HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // Node's default would hold it 300 s; the ceiling is generous for a busy machine.
    expect(seconds).toBeLessThan(60);
    expect(answered).toBe(0);
  }, 120_000);
});

import { describe, expect, it } from "vitest";
import { runAiJobRequest } from "./entry.ts";

describe("the AI jobs' background function", () => {
  it("refuses a caller without the job's headers before reading a byte of its body", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(`{"id":"${"[".repeat(10_000)}`));
      },
    });
    const request = new Request("https://rabisco.test/.netlify/functions/ai-jobs-background", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await runAiJobRequest(request);
    expect(answer.status).toBe(401);
    // The stream's first chunk is asked for when it is built; nothing past it was read.
    expect(pulled).toBeLessThanOrEqual(1);
  });
});

import { describe, expect, it } from "vitest";
import { latestWriter } from "./latest-writer.ts";

describe("latestWriter", () => {
  it("writes at once, one at a time, and only the newest value that waited", async () => {
    const written: number[] = [];
    const releases: (() => void)[] = [];
    const writer = latestWriter<number>(
      (value) =>
        new Promise<void>((resolve) => {
          written.push(value);
          releases.push(resolve);
        }),
    );
    writer.write(1);
    expect(written).toEqual([1]);
    writer.write(2);
    writer.write(3);
    writer.write(4);
    // Still one write in flight; 2 and 3 were replaced while waiting.
    expect(written).toEqual([1]);
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(written).toEqual([1, 4]);
    releases.shift()?.();
    await writer.settled();
    expect(written).toEqual([1, 4]);
    writer.write(5);
    expect(written).toEqual([1, 4, 5]);
  });

  it("goes on after a failed write, and reports it", async () => {
    const errors: unknown[] = [];
    const written: number[] = [];
    const writer = latestWriter<number>(
      async (value) => {
        written.push(value);
        if (value === 1) throw new Error("quota");
      },
      (error) => errors.push(error),
    );
    writer.write(1);
    writer.write(2);
    await writer.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await writer.settled();
    expect(written).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
  });
});

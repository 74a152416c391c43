import { describe, expect, it } from "vitest";
import { mapLimit } from "./concurrency.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("mapLimit", () => {
  it("keeps the input order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3], 2, async (item, index) => {
      most = Math.max(most, ++running);
      for (let wait = 0; wait < item; wait++) await tick();
      running--;
      return `${index}:${item}`;
    });
    expect(results).toEqual(["0:5", "1:1", "2:4", "3:2", "4:3"]);
    expect(most).toBe(2);
  });

  it("starts the items in order", async () => {
    const started: number[] = [];
    await mapLimit([0, 1, 2, 3], 3, async (item) => {
      started.push(item);
      await tick();
    });
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it("returns an empty list for no items", async () => {
    expect(await mapLimit([], 4, async () => 1)).toEqual([]);
  });

  it("rejects with the first failure", async () => {
    await expect(mapLimit([1, 2], 2, async (item) => (item === 2 ? Promise.reject(new Error("boom")) : item))).rejects.toThrow(
      "boom",
    );
  });

  it("runs one at a time for a limit below 1", async () => {
    let running = 0;
    let most = 0;
    await mapLimit([1, 2, 3], 0, async () => {
      most = Math.max(most, ++running);
      await tick();
      running--;
    });
    expect(most).toBe(1);
  });

  it("starts no more once told to stop, and returns what the started ones gave", async () => {
    let stop = false;
    const results = await mapLimit(
      [1, 2, 3],
      1,
      async (item) => {
        stop = true;
        return item * 10;
      },
      () => stop,
    );
    expect(results).toEqual([10]);
  });
});

import { describe, expect, it } from "vitest";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { referencePoints } from "./reference-painting.ts";

/** Three 20-px squares side by side (regions 2, 3, 4) on a page (region 1). */
function squares(): StoredRegionMap {
  const width = 70;
  const height = 30;
  const labels = new Uint16Array(width * height).fill(1);
  for (let y = 5; y < 25; y++) for (let x = 5; x < 65; x++) labels[y * width + x] = 2 + Math.floor((x - 5) / 20);
  return { width, height, regions: 4, labels };
}

describe("a colouring saved as a reference painting", () => {
  it("keeps each region's last fill since the last 'Limpar tudo', at a point inside it; a white fill undoes one", () => {
    const map = squares();
    const points = referencePoints(
      [
        { kind: "fill", region: 2, colour: 0x1e88e5 },
        { kind: "clear" },
        { kind: "fill", region: 2, colour: 0xe53935 },
        { kind: "fill", region: 3, colour: 0x43a047 },
        { kind: "stroke", colour: 0xfdd835, size: 4, region: 0, points: [10, 10, 20, 20] },
        { kind: "fill", region: 3, colour: 0xfb8c00 },
        { kind: "fill", region: 4, colour: 0x7b1fa2 },
        { kind: "fill", region: 4, colour: 0xffffff },
      ],
      map,
    );
    expect(points.map(([, , colour]) => colour).sort()).toEqual([0xe53935, 0xfb8c00].sort());
    for (const [x, y, colour] of points) {
      expect(map.labels[y * map.width + x]).toBe(colour === 0xe53935 ? 2 : 3);
    }
    expect(referencePoints([{ kind: "fill", region: 2, colour: 0xe53935 }, { kind: "clear" }], map)).toEqual([]);
  });
});

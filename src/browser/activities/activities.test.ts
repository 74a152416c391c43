import { describe, expect, it } from "vitest";
import { ACTIVITIES, ACTIVITY_KINDS, BNCC_OBJECTIVES, objectiveLine } from "#src/lib/activities/bncc.ts";
import { NUMBER_LEVELS } from "#src/lib/activities/levels.ts";
import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import { colourGraph, nearestColourName, planColourByNumber, regionNeighbours } from "./colour-by-number.ts";
import { edgeDistances, regionPoles } from "./region-poles.ts";

/** A map from rows of characters, one region per character ('.' is region 1, the page around). */
function mapOf(rows: string[]): StoredRegionMap {
  const width = rows[0]?.length ?? 0;
  const ids = new Map<string, number>([[".", 1]]);
  const labels = new Uint16Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const char = row[x] as string;
      if (!ids.has(char)) ids.set(char, ids.size + 1);
      labels[y * width + x] = ids.get(char) as number;
    }
  });
  return { width, height: rows.length, regions: ids.size, labels };
}

/** A page with a grid of `columns`×`rows` square regions of `size` pixels, inside a margin of the page region. */
function gridMap(columns: number, rows: number, size: number, margin = 2): StoredRegionMap {
  const width = columns * size + 2 * margin;
  const height = rows * size + 2 * margin;
  const labels = new Uint16Array(width * height).fill(1);
  for (let y = margin; y < height - margin; y++) {
    for (let x = margin; x < width - margin; x++) {
      labels[y * width + x] = 2 + Math.floor((y - margin) / size) * columns + Math.floor((x - margin) / size);
    }
  }
  return { width, height, labels, regions: 1 + columns * rows };
}

describe("the BNCC objectives of the activities", () => {
  it("names each activity's objective by code and words, from one table", () => {
    expect(ACTIVITY_KINDS.map((kind) => [ACTIVITIES[kind].name, ACTIVITIES[kind].objective.code])).toEqual([
      ["Colorir", "EI03TS02"],
      ["Pinte por número", "EI03ET07"],
      ["Ligue os pontos", "EI03ET07"],
      ["Traço grosso", "EI03CG05"],
    ]);
    expect(objectiveLine(BNCC_OBJECTIVES.EI03ET07)).toBe(
      "BNCC EI03ET07 (Espaços, tempos, quantidades, relações e transformações): Relacionar números às suas respectivas quantidades e identificar o antes, o depois e o entre em uma sequência.",
    );
  });
});

describe("where a number fits in a region", () => {
  it("measures each pixel's distance to the nearest other region exactly, as a brute force does", () => {
    const map = mapOf([
      "..........",
      ".aaaaaaa..",
      ".aaaaaaab.",
      ".aaabbbbb.",
      ".aaabbbbb.",
      ".cccbbbbb.",
      ".cccc.....",
      "..........",
    ]);
    const distances = edgeDistances(map);
    const edge = (x: number, y: number) => {
      const at = y * map.width + x;
      const label = map.labels[at];
      if (x === 0 || y === 0 || x === map.width - 1 || y === map.height - 1) return true;
      return [at - 1, at + 1, at - map.width, at + map.width].some((other) => map.labels[other] !== label);
    };
    for (let y = 0; y < map.height; y++) {
      for (let x = 0; x < map.width; x++) {
        let best = Infinity;
        for (let v = 0; v < map.height; v++)
          for (let u = 0; u < map.width; u++) if (edge(u, v)) best = Math.min(best, (u - x) ** 2 + (v - y) ** 2);
        expect(distances[y * map.width + x], `(${x}, ${y})`).toBe(best);
      }
    }
  });

  it("puts the pole at a region's most interior point: a square's centre, an L's thick part", () => {
    const square = gridMap(1, 1, 21);
    const [, , pole] = regionPoles(square);
    expect(pole).toEqual({ x: 12, y: 12, radius: 10 });
    // An L: a 30×10 bar and a 10×30 leg; its widest inside is where they meet.
    const rows = Array.from({ length: 34 }, (_, y) =>
      Array.from({ length: 34 }, (_, x) =>
        (y >= 2 && y < 12 && x >= 2 && x < 32) || (x >= 2 && x < 12 && y >= 2 && y < 32) ? "L" : ".",
      ).join(""),
    );
    const l = regionPoles(mapOf(rows))[2];
    expect(l?.x).toBeLessThan(12);
    expect(l?.y).toBeLessThan(12);
    expect(l?.radius).toBeGreaterThanOrEqual(5);
  });
});

describe("'Pinte por número'", () => {
  it("finds the neighbours of every region", () => {
    const neighbours = regionNeighbours(gridMap(2, 2, 5));
    // 2 3 / 4 5 inside the page region 1.
    expect([...(neighbours[2] as Set<number>)].sort()).toEqual([1, 3, 4]);
    expect([...(neighbours[5] as Set<number>)].sort()).toEqual([1, 3, 4]);
  });

  it("numbers the regions wide enough, no two neighbours alike, within the level's colours, the page around left free", () => {
    // 5×5 squares of 20 px: every one wide enough for a radius of 8.
    const map = gridMap(5, 5, 20);
    for (const level of ["facil", "medio", "desafio"] as const) {
      const plan = planColourByNumber(map, { level, minRadius: 8 });
      expect(plan.numbers[1]).toBe(0);
      expect(plan.labels).toHaveLength(25);
      const neighbours = regionNeighbours(map);
      for (const { region, number, pole } of plan.labels) {
        for (const other of neighbours[region] as Set<number>) {
          if (other !== 1) expect(plan.numbers[other], `${region} and ${other}`).not.toBe(number);
        }
        // Inside its own region, at its middle.
        expect(map.labels[pole.y * map.width + pole.x]).toBe(region);
        expect(pole.radius).toBeGreaterThanOrEqual(9);
      }
      expect(plan.legend.length).toBeLessThanOrEqual(NUMBER_LEVELS[level].colours);
      // Numbers from 1 without a gap, each in the legend with a name.
      expect(plan.legend.map((entry) => entry.number)).toEqual(plan.legend.map((_, index) => index + 1));
      expect(new Set(plan.labels.map((label) => label.number))).toEqual(new Set(plan.legend.map((entry) => entry.number)));
      expect(plan.legend.every((entry) => entry.name.length > 0)).toBe(true);
    }
    expect(planColourByNumber(map, { level: "facil", minRadius: 8 }).legend.map((entry) => entry.name)).toEqual([
      "Vermelho",
      "Amarelo",
    ]);
  });

  it("takes its colours from a reference painting: the level's most painted, the rest to the nearest, white left free", () => {
    // 3×3 squares of 20 px (regions 2 to 10), inside the page (region 1).
    const map = gridMap(3, 3, 20, 12);
    const at = (region: number) => {
      const index = region - 2;
      return [12 + (index % 3) * 20 + 10, 12 + Math.floor(index / 3) * 20 + 10] as const;
    };
    const red = 0xe53935;
    const blue = 0x1e88e5;
    const green = 0x43a047;
    const yellow = 0xfdd835;
    const darkRed = 0xc62828;
    const paint: [number, number][] = [
      [2, red],
      [3, red],
      [4, blue],
      [5, blue],
      [6, green],
      [7, green],
      [8, yellow],
      [9, darkRed],
      [10, 0xffffff],
    ];
    const reference = paint.map(([region, colour]) => [...at(region), colour] as const);
    const plan = planColourByNumber(map, { level: "facil", minRadius: 8, reference });
    // Four colours at most: red, blue, green (two regions each), yellow; dark red becomes red, its nearest.
    expect(plan.legend.map((entry) => entry.name)).toEqual(["Vermelho", "Azul", "Verde", "Amarelo"]);
    const numberOf = (region: number) => plan.numbers[region];
    expect(numberOf(2)).toBe(1);
    // Neighbours painted alike share their number.
    expect(numberOf(3)).toBe(1);
    expect(numberOf(9)).toBe(1);
    expect(numberOf(8)).toBe(4);
    // White: not painted, coloured freely.
    expect(numberOf(10)).toBe(0);
    expect(plan.labels.map((label) => label.region).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // A painting of nothing wide enough: the graph's colours instead.
    const unrelated = planColourByNumber(map, { level: "facil", minRadius: 8, reference: [[0, 0, red]] });
    expect(unrelated.labels).toHaveLength(9);
    expect(nearestColourName(0xfe8c01)).toBe("Laranja");
  });

  it("leaves a region too narrow for a number free", () => {
    // Two wide regions and a thin one between them.
    // The page around reaches in (a margin of 8), as a drawing's does; a thin one would be a frame's.
    const rows = Array.from(
      { length: 40 },
      () => `${".".repeat(8)}${"a".repeat(20)}${"t".repeat(3)}${"b".repeat(20)}${".".repeat(8)}`,
    );
    for (let y = 0; y < 8; y++) {
      rows[y] = ".".repeat(59);
      rows[39 - y] = ".".repeat(59);
    }
    const map = mapOf(rows);
    const plan = planColourByNumber(map, { level: "facil", minRadius: 5 });
    expect(plan.labels.map((label) => label.region).sort()).toEqual([2, 4]);
    expect(plan.numbers[3]).toBe(0);
  });

  it("colours a graph that needs four colours with four, and says when three cannot", () => {
    // A wheel: a hub touching a ring of five, each touching its two neighbours.
    const neighbours = Array.from({ length: 7 }, () => new Set<number>());
    const link = (a: number, b: number) => {
      neighbours[a]?.add(b);
      neighbours[b]?.add(a);
    };
    for (let spoke = 1; spoke <= 5; spoke++) {
      link(0, spoke);
      link(spoke, (spoke % 5) + 1);
    }
    const nodes = [0, 1, 2, 3, 4, 5];
    const four = colourGraph(nodes, neighbours, 4);
    expect(four?.size).toBe(6);
    for (const node of nodes)
      for (const other of neighbours[node] as Set<number>) expect(four?.get(node)).not.toBe(four?.get(other));
    expect(colourGraph(nodes, neighbours, 3)).toBeNull();
    // Lenient: it places what it can and leaves the rest out.
    expect(colourGraph(nodes, neighbours, 3, true)?.size).toBe(5);
  });
});

import { gzipSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type Command,
  canRedo,
  canUndo,
  EMPTY_HISTORY,
  type History,
  hasColour,
  MAX_UNDO,
  perform,
  redo,
  sanitiseHistory,
  undo,
} from "#src/browser/colouring/document.ts";
import { colourName, PALETTE, RECENT_COLOURS, withRecent } from "#src/browser/colouring/palette.ts";
import { a4PdfOfJpeg } from "#src/browser/colouring/pdf.ts";
import { ColourRaster, WHITE } from "#src/browser/colouring/raster.ts";
import { inflateRegionMap, parseRegionMap, REGION_FILE_HEADER_BYTES, RegionFileError } from "./region-map-file.ts";

/**
 * A 6×4 map of three regions: region 1 the left half, region 2 the top right
 * quarter, region 3 the bottom right quarter.
 *
 *   1 1 1 2 2 2
 *   1 1 1 2 2 2
 *   1 1 1 3 3 3
 *   1 1 1 3 3 3
 */
function threeRegions() {
  const width = 6;
  const height = 4;
  const labels = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) labels[y * width + x] = x < 3 ? 1 : y < 2 ? 2 : 3;
  return { width, height, regions: 3, labels };
}

const RED = 0xff0000;
const BLUE = 0x0000ff;

function coloursOf(raster: ColourRaster): number[][] {
  const rows: number[][] = [];
  for (let y = 0; y < raster.height; y++) rows.push(Array.from({ length: raster.width }, (_, x) => raster.colourAt(x, y)));
  return rows;
}

describe("the colour raster", () => {
  it("fills exactly the tapped region, and reports the rectangle that changed", () => {
    const raster = new ColourRaster(threeRegions());
    expect(raster.regionAt(4.7, 0.2)).toBe(2);
    const changed = raster.fill(2, RED);
    expect(changed).toEqual({ x: 3, y: 0, width: 3, height: 2 });
    expect(coloursOf(raster)).toEqual([
      [WHITE, WHITE, WHITE, RED, RED, RED],
      [WHITE, WHITE, WHITE, RED, RED, RED],
      [WHITE, WHITE, WHITE, WHITE, WHITE, WHITE],
      [WHITE, WHITE, WHITE, WHITE, WHITE, WHITE],
    ]);
    // The RGBA bytes a canvas shows: red, opaque.
    expect([...raster.rgba.slice(4 * 3, 4 * 3 + 4)]).toEqual([255, 0, 0, 255]);
  });

  it("fills a region that is not one rectangle, run by run, and reports its bounding box", () => {
    // An L of region 1 around region 2.
    const labels = Uint16Array.from([1, 1, 1, 1, 2, 2, 1, 2, 2]);
    const raster = new ColourRaster({ width: 3, height: 3, regions: 2, labels });
    expect(raster.fill(1, BLUE)).toEqual({ x: 0, y: 0, width: 3, height: 3 });
    expect(coloursOf(raster)).toEqual([
      [BLUE, BLUE, BLUE],
      [BLUE, WHITE, WHITE],
      [BLUE, WHITE, WHITE],
    ]);
    expect(raster.fill(2, RED)).toEqual({ x: 1, y: 1, width: 2, height: 2 });
  });

  it("makes a fill ahead that the same fill then takes, or puts the region back as it was when dropped", () => {
    const raster = new ColourRaster(threeRegions());
    // What region 1 held before: red, with a blue stroke across its second row.
    raster.fill(1, RED);
    raster.stroke({ kind: "stroke", colour: BLUE, size: 2, region: 1, points: [1, 1, 2, 1] });
    const before = coloursOf(raster);
    raster.prepareFill(1, 0x00ff00);
    expect(coloursOf(raster)[0]?.slice(0, 3)).toEqual([0x00ff00, 0x00ff00, 0x00ff00]);
    raster.dropPrepared();
    expect(coloursOf(raster)).toEqual(before);
    // Taken: the pixels stay, and the rectangle to show is the region's.
    raster.prepareFill(3, BLUE);
    expect(raster.fill(3, BLUE)).toEqual({ x: 3, y: 2, width: 3, height: 2 });
    raster.dropPrepared();
    expect(coloursOf(raster)[3]?.slice(3)).toEqual([BLUE, BLUE, BLUE]);
    // Another fill than the one prepared: the prepared one is taken back first.
    raster.prepareFill(2, RED);
    raster.fill(3, RED);
    expect(coloursOf(raster)[0]?.slice(3)).toEqual([WHITE, WHITE, WHITE]);
    expect(coloursOf(raster)[3]?.slice(3)).toEqual([RED, RED, RED]);
  });

  it("knows no region outside the map, and fills none for region 0", () => {
    const raster = new ColourRaster(threeRegions());
    expect(raster.regionAt(-1, 0)).toBe(0);
    expect(raster.regionAt(6, 0)).toBe(0);
    expect(raster.fill(0, RED)).toBeNull();
    expect(raster.fill(4, RED)).toBeNull();
  });

  it("keeps a stroke inside its region when asked to, and lets it cross otherwise", () => {
    const inside = new ColourRaster(threeRegions());
    inside.stroke({ kind: "stroke", colour: BLUE, size: 2, region: 1, points: [1, 1, 5, 1] });
    expect(coloursOf(inside)[1]).toEqual([BLUE, BLUE, BLUE, WHITE, WHITE, WHITE]);
    const anywhere = new ColourRaster(threeRegions());
    anywhere.stroke({ kind: "stroke", colour: BLUE, size: 2, region: 0, points: [1, 1, 5, 1] });
    expect(coloursOf(anywhere)[1]?.slice(1)).toEqual([BLUE, BLUE, BLUE, BLUE, BLUE]);
  });

  it("replays commands from white, and shows only what follows the last clear", () => {
    const raster = new ColourRaster(threeRegions());
    const commands: Command[] = [
      { kind: "fill", region: 1, colour: RED },
      { kind: "clear" },
      { kind: "fill", region: 3, colour: BLUE },
      { kind: "fill", region: 3, colour: RED },
    ];
    raster.replay(commands);
    expect(raster.colourAt(0, 0)).toBe(WHITE);
    expect(raster.colourAt(4, 3)).toBe(RED);
    raster.replay(commands.slice(0, 3));
    expect(raster.colourAt(4, 3)).toBe(BLUE);
    raster.replay(commands.slice(0, 1));
    expect(raster.colourAt(0, 0)).toBe(RED);
  });
});

describe("the history of commands", () => {
  const fill = (region: number, colour = RED): Command => ({ kind: "fill", region, colour });

  it("undoes and redoes in order, and a new command drops what was undone", () => {
    let history: History = EMPTY_HISTORY;
    history = perform(history, fill(1));
    history = perform(history, fill(2));
    expect(canRedo(history)).toBe(false);
    history = undo(history);
    expect(history.done).toEqual([fill(1)]);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.done).toEqual([fill(1), fill(2)]);
    history = undo(undo(history));
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    history = perform(redo(history), fill(3));
    expect(history).toEqual({ done: [fill(1), fill(3)], undone: [] });
  });

  it("undoes at least 50 steps (the issue's floor), up to MAX_UNDO", () => {
    let history: History = EMPTY_HISTORY;
    for (let step = 0; step < MAX_UNDO + 10; step++) history = perform(history, fill(1 + (step % 3)));
    let undone = 0;
    while (canUndo(history)) {
      history = undo(history);
      undone++;
    }
    expect(undone).toBe(MAX_UNDO);
    expect(MAX_UNDO).toBeGreaterThanOrEqual(50);
    expect(history.done).toHaveLength(10);
  });

  it("tells whether the page shows anything", () => {
    expect(hasColour(EMPTY_HISTORY)).toBe(false);
    expect(hasColour(perform(EMPTY_HISTORY, fill(1)))).toBe(true);
    expect(hasColour(perform(perform(EMPTY_HISTORY, fill(1)), { kind: "clear" }))).toBe(false);
  });

  it("keeps only well-formed commands of a saved colouring", () => {
    const stroke = { kind: "stroke", colour: BLUE, size: 14, region: 2, points: [1, 2, 3, 4] };
    const saved = {
      done: [
        fill(1),
        { kind: "fill", region: 9, colour: RED },
        { kind: "fill", region: 1, colour: -1 },
        stroke,
        "junk",
        null,
        { kind: "clear" },
      ],
      undone: [{ kind: "stroke", colour: RED, size: 14, region: 0, points: [1] }, fill(3)],
    };
    expect(sanitiseHistory(saved, 3)).toEqual({ done: [fill(1), stroke, { kind: "clear" }], undone: [fill(3)] });
    expect(sanitiseHistory(undefined, 3)).toEqual(EMPTY_HISTORY);
    expect(sanitiseHistory({ done: "nope" }, 3)).toEqual(EMPTY_HISTORY);
  });
});

describe("the stored region map, as the browser reads it", () => {
  function body(width: number, height: number, regions: number, labels: number[], bytesPerLabel = 1): Uint8Array {
    const bytes = Buffer.alloc(REGION_FILE_HEADER_BYTES + labels.length * bytesPerLabel);
    bytes.write("RGN1", 0, "latin1");
    bytes.writeUInt8(1, 4);
    bytes.writeUInt8(bytesPerLabel, 5);
    bytes.writeUInt32LE(width, 8);
    bytes.writeUInt32LE(height, 12);
    bytes.writeUInt32LE(regions, 16);
    for (const [index, label] of labels.entries()) {
      if (bytesPerLabel === 2) bytes.writeUInt16LE(label, REGION_FILE_HEADER_BYTES + 2 * index);
      else bytes.writeUInt8(label, REGION_FILE_HEADER_BYTES + index);
    }
    return bytes;
  }

  it("inflates and parses one- and two-byte labels", async () => {
    const small = await inflateRegionMap(gzipSync(body(2, 2, 3, [1, 2, 3, 3])));
    expect([...small.labels]).toEqual([1, 2, 3, 3]);
    expect(small).toMatchObject({ width: 2, height: 2, regions: 3 });
    const wide = parseRegionMap(body(2, 1, 300, [299, 7], 2));
    expect([...wide.labels]).toEqual([299, 7]);
  });

  it("refuses a file that is not a map, is cut short, or names a region it does not have", () => {
    const good = body(2, 2, 3, [1, 2, 3, 3]);
    const wrongMagic = Uint8Array.from(good);
    wrongMagic[0] = 0x58;
    expect(() => parseRegionMap(wrongMagic)).toThrow(RegionFileError);
    expect(() => parseRegionMap(good.subarray(0, good.length - 1))).toThrow(RegionFileError);
    expect(() => parseRegionMap(body(2, 2, 2, [1, 2, 3, 3]))).toThrow(RegionFileError);
    expect(() => parseRegionMap(body(5000, 5000, 1, []))).toThrow(RegionFileError);
    expect(() => parseRegionMap(new Uint8Array(3))).toThrow(RegionFileError);
  });
});

describe("the palette", () => {
  it("has 24 distinct named colours, white among them", () => {
    expect(PALETTE).toHaveLength(24);
    expect(new Set(PALETTE.map((entry) => entry.colour)).size).toBe(24);
    expect(new Set(PALETTE.map((entry) => entry.name)).size).toBe(24);
    expect(colourName(WHITE)).toBe("Branco");
    expect(colourName(0x123456)).toBe("#123456");
  });

  it("keeps the recent colours most recent first, each once, at most RECENT_COLOURS", () => {
    let recent: number[] = [];
    for (const colour of [1, 2, 3, 2, 4, 5, 6, 7, 8]) recent = withRecent(recent, colour);
    expect(recent).toEqual([8, 7, 6, 5, 4, 2].slice(0, RECENT_COLOURS));
  });
});

describe("the coloured drawing's PDF", () => {
  it("is an A4 page turned as the picture, holding the JPEG, that a PDF reader opens", async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: "#e53935" } })
        .jpeg()
        .toBuffer(),
    );
    const pdf = await PDFDocument.load(a4PdfOfJpeg({ jpeg, width: 300, height: 200 }, "Leão (colorido)"));
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(pdf.getTitle()).toBe("Leão (colorido)");
    const accents = await PDFDocument.load(a4PdfOfJpeg({ jpeg, width: 300, height: 200 }, "Borboleta no céu 🦋"));
    expect(accents.getTitle()).toBe("Borboleta no céu 🦋");
    const file = new TextDecoder("latin1").decode(a4PdfOfJpeg({ jpeg, width: 200, height: 300 }));
    expect(file).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(file).toContain("/Filter /DCTDecode");
  });

  it("refuses a picture without a size", () => {
    expect(() => a4PdfOfJpeg({ jpeg: new Uint8Array(1), width: 0, height: 10 })).toThrow();
  });
});

import type { StoredRegionMap } from "#src/lib/colouring/region-map-file.ts";
import type { Colour, Command, StrokeCommand } from "./document.ts";

/**
 * The colour layer of the colouring screen: one RGBA pixel per region-map
 * pixel, painted by commands (./document.ts). A tap is a lookup in the map
 * and a write of that region's pixels, found through an index built once:
 * each region as its horizontal runs (a counting sort of the map's runs by
 * region), so a fill is one native `fill` per run, never a flood fill; the
 * screen then puts the region's bounding box on the canvas. (Drawing the
 * runs as one path of rectangles instead, with no upload, measured slower:
 * p95 43 against 23 ms at 4× CPU slowdown, issue 47.) The line
 * art is a separate layer drawn above (multiplied), so the colours run
 * under the lines and no seam shows.
 *
 * Everything is allocated once per drawing and reused: the notes measured a
 * fresh 8 MB buffer per tap at about 100 times the cost of reusing one.
 */
export type Rect = { x: number; y: number; width: number; height: number };

export const WHITE: Colour = 0xffffff;

/** A 0xRRGGBB colour as the 32-bit pixel of a little-endian RGBA buffer. */
function pixelOf(colour: Colour): number {
  const r = (colour >> 16) & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

export class ColourRaster {
  readonly width: number;
  readonly height: number;
  readonly regions: number;
  /** RGBA bytes, what a canvas's ImageData holds. */
  readonly rgba: Uint8ClampedArray<ArrayBuffer>;
  private readonly pixels: Uint32Array;
  private readonly labels: Uint16Array;
  /** Region r's runs are runs[2 * runStart[r] .. 2 * runStart[r + 1]): pairs of first pixel and length. */
  private readonly runStart: Uint32Array;
  private readonly runs: Uint32Array;
  /** Bounding box of each region: x0, y0, x1, y1 (inclusive), 4 per region. */
  private readonly boxes: Uint16Array;
  /** A fill made ahead (see prepareFill), and the pixels it covered, run after run. */
  private prepared: { region: number; colour: Colour } | null = null;
  private covered: Uint32Array | null = null;

  constructor(map: StoredRegionMap) {
    this.width = map.width;
    this.height = map.height;
    this.regions = map.regions;
    this.labels = map.labels;
    this.rgba = new Uint8ClampedArray(map.width * map.height * 4);
    this.pixels = new Uint32Array(this.rgba.buffer);
    const { width, height, labels } = map;
    // Two passes over the map's runs: count them per region, then place them.
    const counts = new Uint32Array(map.regions + 2);
    let total = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0, at = y * width; x < width; total++) {
        const id = labels[at] as number;
        const from = x;
        while (x < width && labels[at] === id) {
          x++;
          at++;
        }
        counts[id + 1] = (counts[id + 1] as number) + (x > from ? 1 : 0);
      }
    }
    this.runStart = new Uint32Array(map.regions + 2);
    for (let id = 1; id < counts.length; id++) this.runStart[id] = (this.runStart[id - 1] as number) + (counts[id] as number);
    this.runs = new Uint32Array(total * 2);
    const next = this.runStart.slice(0, map.regions + 1);
    this.boxes = new Uint16Array((map.regions + 1) * 4);
    for (let id = 0; id <= map.regions; id++) this.boxes.set([0xffff, 0xffff, 0, 0], id * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0, at = y * width; x < width; ) {
        const id = labels[at] as number;
        const from = x;
        const first = at;
        while (x < width && labels[at] === id) {
          x++;
          at++;
        }
        const run = next[id] as number;
        next[id] = run + 1;
        this.runs[2 * run] = first;
        this.runs[2 * run + 1] = x - from;
        const box = id * 4;
        if (from < (this.boxes[box] as number)) this.boxes[box] = from;
        if (y < (this.boxes[box + 1] as number)) this.boxes[box + 1] = y;
        if (x - 1 > (this.boxes[box + 2] as number)) this.boxes[box + 2] = x - 1;
        if (y > (this.boxes[box + 3] as number)) this.boxes[box + 3] = y;
      }
    }
    this.clear();
  }

  /** The region under a map pixel; 0 outside the map or on a pixel no region took. */
  regionAt(x: number, y: number): number {
    const px = Math.floor(x);
    const py = Math.floor(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return 0;
    return this.labels[py * this.width + px] as number;
  }

  /** The colour a map pixel shows now. */
  colourAt(x: number, y: number): Colour {
    const pixel = this.pixels[Math.floor(y) * this.width + Math.floor(x)] as number;
    return ((pixel & 0xff) << 16) | (pixel & 0xff00) | ((pixel >> 16) & 0xff);
  }

  clear(): Rect {
    this.prepared = null;
    this.pixels.fill(pixelOf(WHITE));
    return { x: 0, y: 0, width: this.width, height: this.height };
  }

  /**
   * Paints a whole region; returns what changed (null for no region). The
   * pixels are already there when the same fill was prepared.
   */
  fill(region: number, colour: Colour): Rect | null {
    if (region < 1 || region > this.regions) return null;
    if (this.prepared?.region === region && this.prepared.colour === colour) this.prepared = null;
    else {
      this.dropPrepared();
      this.paintRuns(region, pixelOf(colour), null);
    }
    return this.boxOf(region);
  }

  /**
   * A fill written ahead, while the finger is still down (the release then
   * only shows it, issue 47), keeping what it covered: until fill() takes it,
   * dropPrepared() puts the region back as it was (the press became a pan).
   * Nothing is shown: the canvas is only painted from fill()'s rectangle.
   */
  prepareFill(region: number, colour: Colour): void {
    this.dropPrepared();
    if (region < 1 || region > this.regions) return;
    this.covered ??= new Uint32Array(this.pixels.length);
    this.paintRuns(region, pixelOf(colour), this.covered);
    this.prepared = { region, colour };
  }

  /** Takes back a prepared fill that was not made. */
  dropPrepared(): void {
    const prepared = this.prepared;
    if (!prepared || !this.covered) return;
    this.prepared = null;
    const end = 2 * (this.runStart[prepared.region + 1] as number);
    for (let run = 2 * (this.runStart[prepared.region] as number), from = 0; run < end; run += 2) {
      const at = this.runs[run] as number;
      const length = this.runs[run + 1] as number;
      this.pixels.set(this.covered.subarray(from, from + length), at);
      from += length;
    }
  }

  /** Writes a region's pixels run by run, first copying what they were into `keep` when given. */
  private paintRuns(region: number, pixel: number, keep: Uint32Array | null): void {
    const end = 2 * (this.runStart[region + 1] as number);
    for (let run = 2 * (this.runStart[region] as number), kept = 0; run < end; run += 2) {
      const at = this.runs[run] as number;
      const length = this.runs[run + 1] as number;
      if (keep) {
        keep.set(this.pixels.subarray(at, at + length), kept);
        kept += length;
      }
      this.pixels.fill(pixel, at, at + length);
    }
  }

  private boxOf(region: number): Rect {
    const box = region * 4;
    const x0 = this.boxes[box] as number;
    const y0 = this.boxes[box + 1] as number;
    return { x: x0, y: y0, width: (this.boxes[box + 2] as number) - x0 + 1, height: (this.boxes[box + 3] as number) - y0 + 1 };
  }

  /**
   * Paints a stroke's discs along its points, every `size / 4` px, keeping to
   * its region when it has one. Returns what changed.
   */
  stroke(command: StrokeCommand, from = 0): Rect | null {
    this.dropPrepared();
    const { points, size, region } = command;
    const pixel = pixelOf(command.colour);
    const radius = Math.max(0.5, size / 2);
    const step = Math.max(1, size / 4);
    let dirty: Rect | null = null;
    const disc = (cx: number, cy: number) => {
      const x0 = Math.max(0, Math.floor(cx - radius));
      const x1 = Math.min(this.width - 1, Math.ceil(cx + radius));
      const y0 = Math.max(0, Math.floor(cy - radius));
      const y1 = Math.min(this.height - 1, Math.ceil(cy + radius));
      if (x0 > x1 || y0 > y1) return;
      const r2 = radius * radius;
      for (let y = y0; y <= y1; y++) {
        const dy = y + 0.5 - cy;
        for (let x = x0, index = y * this.width + x0; x <= x1; x++, index++) {
          const dx = x + 0.5 - cx;
          if (dx * dx + dy * dy > r2) continue;
          if (region !== 0 && this.labels[index] !== region) continue;
          this.pixels[index] = pixel;
        }
      }
      dirty = union(dirty, { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 });
    };
    // A stroke drawn live is painted a segment at a time: `from` is the first new point.
    const first = Math.max(0, from - 1);
    let px = points[2 * first] as number;
    let py = points[2 * first + 1] as number;
    if (from === 0) disc(px + 0.5, py + 0.5);
    for (let point = first + 1; 2 * point < points.length; point++) {
      const x = points[2 * point] as number;
      const y = points[2 * point + 1] as number;
      const length = Math.hypot(x - px, y - py);
      const steps = Math.max(1, Math.ceil(length / step));
      for (let s = 1; s <= steps; s++) disc(px + ((x - px) * s) / steps + 0.5, py + ((y - py) * s) / steps + 0.5);
      px = x;
      py = y;
    }
    return dirty;
  }

  apply(command: Command): Rect | null {
    if (command.kind === "fill") return this.fill(command.region, command.colour);
    if (command.kind === "stroke") return this.stroke(command);
    return this.clear();
  }

  /** The page as these commands leave it, from white: how undo and a resumed colouring are drawn. */
  replay(commands: readonly Command[]): Rect {
    // Only what follows the last 'Limpar tudo' shows.
    let from = 0;
    for (let index = commands.length - 1; index >= 0; index--) {
      if (commands[index]?.kind === "clear") {
        from = index + 1;
        break;
      }
    }
    const rect = this.clear();
    for (let index = from; index < commands.length; index++) this.apply(commands[index] as Command);
    return rect;
  }
}

export function union(a: Rect | null, b: Rect | null): Rect | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

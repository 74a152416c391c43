import type { Page } from "playwright-core";
import { edgeRegions } from "#src/lib/colouring/difficulty.ts";
import type { ColouringSheet } from "#src/lib/colouring/sheet.ts";
import { decodeRegionMap } from "#src/server/colouring/region-file.ts";

/**
 * What the colouring screen's end-to-end tests and its benchmark
 * (bench/lib/tap-to-pixels.ts) both need: a drawing's colouring sheet once
 * its region map is stored, and points to tap inside its regions.
 */
export type RegionMapOf = ReturnType<typeof decodeRegionMap>;

/**
 * The sheet of the drawing at `drawingPath` (from its 'Pintar online' link)
 * and its stored region map, waiting until the server has made the map (it
 * maps images in the background after it starts), five minutes at most.
 */
export async function mappedColouringSheet(
  baseUrl: string,
  drawingPath: string,
): Promise<{ sheet: ColouringSheet; map: RegionMapOf }> {
  const html = await (await fetch(`${baseUrl}${drawingPath}`)).text();
  const id = /\/pintar\?desenho=([0-9a-f-]{36})/.exec(html)?.[1];
  if (!id) throw new Error(`no 'Pintar online' link on ${drawingPath}`);
  let sheet: ColouringSheet | null = null;
  for (const started = Date.now(); Date.now() - started < 300_000; await new Promise((resolve) => setTimeout(resolve, 500))) {
    sheet = (await (await fetch(`${baseUrl}/api/drawings/${id}/colouring`)).json()) as ColouringSheet;
    if (sheet.regionsUrl) break;
  }
  if (!sheet?.regionsUrl) throw new Error(`the region map of ${drawingPath} was never stored`);
  const map = decodeRegionMap(new Uint8Array(await (await fetch(new URL(sheet.regionsUrl, baseUrl))).arrayBuffer()));
  return { sheet, map };
}

/** Each region's pixel count, by region id. */
export function regionAreas(map: RegionMapOf): Map<number, number> {
  const areas = new Map<number, number>();
  for (const label of map.labels) areas.set(label, (areas.get(label) ?? 0) + 1);
  return areas;
}

/**
 * A pixel of `region` whose whole square of side 2·margin+1 is that region,
 * at least `edge` pixels from the page's edges; null when there is none.
 */
export function interiorPoint(map: RegionMapOf, region: number, margin: number, edge = margin): { x: number; y: number } | null {
  const at = (x: number, y: number) => map.labels[y * map.width + x];
  const from = Math.max(margin, edge);
  for (let y = from; y < map.height - from; y += 2) {
    for (let x = from; x < map.width - from; x += 2) {
      if (at(x, y) !== region) continue;
      let inside = true;
      for (let dy = -margin; dy <= margin && inside; dy += 2)
        for (let dx = -margin; dx <= margin && inside; dx += 2) inside = at(x + dx, y + dy) === region;
      if (inside) return { x, y };
    }
  }
  return null;
}

export type Target = { sheet: ColouringSheet; map: RegionMapOf; region: number; x: number; y: number };

/** The drawing's sheet and stored map, and a region to tap: a mid-sized one (not the page's background), at a point well inside it. */
export async function colouringTarget(baseUrl: string, path: string): Promise<Target> {
  const { sheet, map } = await mappedColouringSheet(baseUrl, path);
  const total = map.width * map.height;
  // Not the margin outside the frame (on a drawing without big fields, the largest mid-sized region).
  const margin = edgeRegions(map);
  const candidates = [...regionAreas(map)]
    .filter(([region, area]) => area > total * 0.005 && area < total * 0.25 && !margin.has(region))
    .sort((a, b) => b[1] - a[1]);
  for (const [region] of candidates) {
    const point = interiorPoint(map, region, 12);
    if (point) return { sheet, map, region, ...point };
  }
  throw new Error(`no mid-sized region in ${path}`);
}

/** The client point of a map pixel, with the canvas scrolled to the middle of the screen (clear of the sticky header). */
export async function clientPoint(page: Page, target: Target): Promise<{ x: number; y: number }> {
  const canvas = page.getByTestId("colouring-canvas");
  await canvas.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas box");
  return {
    x: box.x + ((target.x + 0.5) / target.map.width) * box.width,
    y: box.y + ((target.y + 0.5) / target.map.height) * box.height,
  };
}

/** Waits until the colour layer shows `rgb` at the target's point. */
export async function waitForPixel(page: Page, target: Target, rgb: number[]): Promise<void> {
  await page.waitForFunction(
    ({ x, y, rgb }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="colouring-canvas"]');
      const pixel = canvas?.getContext("2d")?.getImageData(x, y, 1, 1).data;
      return pixel !== undefined && rgb.every((value, channel) => pixel[channel] === value);
    },
    { x: target.x, y: target.y, rgb },
    { timeout: 30_000 },
  );
}

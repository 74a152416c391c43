import sharp from "sharp";
import { type ImageVariants, renderImageVariants } from "../images/variants.ts";
import { star } from "./art/decorations.ts";
import { type ArtSpec, artKey, FIGURES, type FigureName, renderArtSvg } from "./art/index.ts";
import { createRandom } from "./art/random.ts";
import { g, page, place, rect } from "./art/svg.ts";

/**
 * Rendered seed images. Rendering a page costs a few hundred milliseconds,
 * so each distinct picture is rendered once per process and kept in memory:
 * reseeding (and the test suite, which seeds several databases) reuses it.
 */
const rendered = new Map<string, Promise<ImageVariants>>();

export function artVariants(spec: ArtSpec): Promise<ImageVariants> {
  const key = artKey(spec);
  let variants = rendered.get(key);
  if (!variants) {
    variants = renderImageVariants(Buffer.from(renderArtSvg(spec)));
    // A failed render must not stay cached as a rejected promise.
    variants.catch(() => rendered.delete(key));
    rendered.set(key, variants);
  }
  return variants;
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the input order in the result. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const BANNER = { width: 1200, height: 630 } as const;
const PASTELS = ["#fde2e4", "#e2ece9", "#dfe7fd", "#fff1c1", "#e8dff5", "#d7f4e3", "#ffe5d0"];
const BANNER_FIGURES: FigureName[] = [
  "cat",
  "dog",
  "owl",
  "butterfly",
  "rabbit",
  "turtle",
  "sunflower",
  "rocket",
  "leafling",
  "girlKittenBalloon",
  "heroStar",
  "tulips",
  "elephant",
  "droplet",
];

/**
 * A 1200 x 630 WebP illustration for a blog article without its own image:
 * three of the seed figures on a pastel card, chosen by the article slug.
 */
export async function blogBanner(slug: string): Promise<Uint8Array> {
  const random = createRandom(`banner:${slug}`);
  const background = random.pick(PASTELS);
  const start = random.int(0, BANNER_FIGURES.length - 1);
  const figures = [0, 1, 2].map((offset) => FIGURES[BANNER_FIGURES[(start + offset * 5) % BANNER_FIGURES.length] as FigureName]);
  const boxes = figures.map((figure, index) =>
    place(figure, { x: 90 + index * 350, y: 140, width: 320, height: 380 }, random, 5),
  );
  const sparkles = [
    [70, 80],
    [1130, 90],
    [600, 75],
    [1110, 560],
    [90, 555],
  ].map(([x = 0, y = 0]) => star(x, y, random.range(34, 50), random.range(-20, 20)));
  const svg = page(
    BANNER,
    [
      rect(0, 0, BANNER.width, BANNER.height, 0, { fill: background, stroke: "none" }),
      g(sparkles, { "stroke-width": 4 }),
      ...boxes,
    ].join(""),
  );
  const webp = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).webp({ quality: 85 }).toBuffer();
  return new Uint8Array(webp.buffer, webp.byteOffset, webp.byteLength);
}

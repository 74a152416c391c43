import fs from "node:fs/promises";
import nodePath from "node:path";
import sharp from "sharp";
import { type PrintImage, printImage } from "#src/server/images/pdf.ts";
import {
  type ImageVariantName,
  type ImageVariants,
  type RenderedImage,
  renderImageVariants,
} from "#src/server/images/variants.ts";
import { star } from "./art/decorations.ts";
import { type ArtSpec, artKey, FIGURES, type FigureName, renderArtSvg } from "./art/index.ts";
import { createRandom } from "./art/random.ts";
import { g, page, place, rect } from "./art/svg.ts";
import { pictureKey, renderedPath } from "./rendered.ts";

/** A seed picture's image variants plus the print image its drawings' A4 PDFs embed (each PDF is labelled per drawing). */
export type SeedImages = ImageVariants & { print: PrintImage };

/**
 * Rendered seed images. Rendering a page costs about 400 ms of CPU (most of
 * it the print JPEG's mozjpeg pass), 70 s for the sample on two cores, so the
 * project ships them: each distinct picture's variants are kept in
 * `sample-content/rendered/` (./rendered.ts), named by a hash of its SVG and
 * this format's version, and a fresh clone's first start copies them instead
 * of rendering (issue 45). A picture whose entry is missing (new art) is
 * rendered and its entry written there, to be committed; the sample's test
 * (rendered.test.ts) says when one is missing or stale. Within a process each
 * picture is also kept in memory.
 */
const rendered = new Map<string, Promise<SeedImages>>();
const CACHED_VARIANTS: ImageVariantName[] = ["full", "card", "og"];

export function artVariants(spec: ArtSpec): Promise<SeedImages> {
  const key = artKey(spec);
  let images = rendered.get(key);
  if (!images) {
    images = renderCached(renderArtSvg(spec));
    // A failed render must not stay cached as a rejected promise.
    images.catch(() => rendered.delete(key));
    rendered.set(key, images);
  }
  return images;
}

async function renderCached(svg: string): Promise<SeedImages> {
  const base = renderedPath(pictureKey(svg));
  const cached = await readCache(base);
  if (cached) return cached;
  const variants = await renderImageVariants(Buffer.from(svg));
  const images: SeedImages = { ...variants, print: await printImage(variants.full.bytes) };
  await writeCache(base, images).catch(() => {}); // a folder that cannot be written is only slower
  return images;
}

async function readCache(base: string): Promise<SeedImages | null> {
  try {
    const meta = JSON.parse(await fs.readFile(`${base}.json`, "utf8")) as Record<ImageVariantName, Omit<RenderedImage, "bytes">>;
    const entries = await Promise.all(
      CACHED_VARIANTS.map(
        async (name) => [name, { ...meta[name], bytes: new Uint8Array(await fs.readFile(`${base}.${name}`)) }] as const,
      ),
    );
    return {
      ...(Object.fromEntries(entries) as ImageVariants),
      print: { jpeg: new Uint8Array(await fs.readFile(`${base}.print.jpg`)) },
    };
  } catch {
    return null;
  }
}

async function writeCache(base: string, images: SeedImages): Promise<void> {
  await fs.mkdir(nodePath.dirname(base), { recursive: true });
  await Promise.all([
    ...CACHED_VARIANTS.map((name) => fs.writeFile(`${base}.${name}`, images[name].bytes)),
    fs.writeFile(`${base}.print.jpg`, images.print.jpeg),
  ]);
  const meta = Object.fromEntries(
    CACHED_VARIANTS.map((name) => [name, { width: images[name].width, height: images[name].height }]),
  );
  // Written last: its presence marks a complete entry.
  await fs.writeFile(`${base}.json`, `${JSON.stringify(meta)}\n`);
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

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DUPLICATE_MAX_DISTANCE, findDuplicate, hammingDistance, perceptualHash } from "./perceptual-hash.ts";
import { renderImageVariants } from "./variants.ts";

function drawing(label: string, radius: number, extra = ""): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#fff"/>
    <circle cx="300" cy="400" r="${radius}" fill="none" stroke="#000" stroke-width="8"/>${extra}
    <text x="50%" y="740" font-size="48" text-anchor="middle" font-family="sans-serif">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe("perceptualHash", () => {
  it("gives 16 hex digits, the same for the same bytes", async () => {
    const image = await drawing("Gato", 200);
    const hash = await perceptualHash(image);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await perceptualHash(image)).toBe(hash);
  });

  it("sees the same drawing through re-encoding, resizing, padding and the site's own A4 WebP", async () => {
    const original = await drawing("Gato", 200);
    const hash = await perceptualHash(original);
    const copies = [
      await sharp(original).jpeg({ quality: 60 }).toBuffer(),
      await sharp(original).resize(240).png().toBuffer(),
      await sharp(original).extend({ top: 300, bottom: 120, left: 400, right: 40, background: "#fff" }).webp().toBuffer(),
      Buffer.from((await renderImageVariants(original)).full.bytes),
    ];
    for (const copy of copies) {
      expect(hammingDistance(hash, await perceptualHash(copy))).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    }
  });

  it("tells different drawings apart", async () => {
    const cat = await perceptualHash(await drawing("Gato", 200));
    const others = [
      await drawing("Cão", 120),
      await drawing("Gato", 200, '<rect x="60" y="60" width="200" height="140" fill="none" stroke="#000" stroke-width="8"/>'),
    ];
    for (const other of others) {
      expect(hammingDistance(cat, await perceptualHash(other))).toBeGreaterThan(DUPLICATE_MAX_DISTANCE);
    }
  });

  it("hashes a blank page to all zeros, so a second blank page is a duplicate of the first", async () => {
    const blank = (background: string) =>
      sharp({ create: { width: 200, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const white = await perceptualHash(await blank("#ffffff"));
    expect(white).toBe("0000000000000000");
    expect(findDuplicate(await perceptualHash(await blank("#fafafa")), [{ imageHash: white }])).not.toBeNull();
  });
});

describe("hammingDistance and findDuplicate", () => {
  it("counts differing bits", () => {
    expect(hammingDistance("0000000000000000", "0000000000000000")).toBe(0);
    expect(hammingDistance("ffffffffffffffff", "0000000000000000")).toBe(64);
    expect(hammingDistance("00000000000000ff", "000000000000000f")).toBe(4);
  });

  it("finds the first candidate within the distance, never for a null hash or candidate", () => {
    const near = { name: "near", imageHash: "000000000000000f" };
    const far = { name: "far", imageHash: "ffffffff00000000" };
    const none = { name: "none", imageHash: null };
    expect(findDuplicate("0000000000000001", [none, far, near])).toBe(near);
    expect(findDuplicate("00000000000000ff", [none, far])).toBeNull();
    expect(findDuplicate(null, [near])).toBeNull();
  });
});

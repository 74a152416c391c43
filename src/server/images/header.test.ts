import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../../tests/api/image-fixtures.ts";
import { readImageHeader } from "./header.ts";

const create = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } });

describe("readImageHeader", () => {
  it("reads PNG, JPEG and the three WebP forms as sharp writes them", async () => {
    expect(readImageHeader(await create(300, 200).png().toBuffer())).toEqual({ type: "png", width: 300, height: 200 });
    expect(readImageHeader(await fixtures.jpeg(301, 17))).toEqual({ type: "jpeg", width: 301, height: 17 });
    expect(readImageHeader(await create(123, 45).webp().toBuffer())).toEqual({ type: "webp", width: 123, height: 45 });
    expect(readImageHeader(await create(77, 1000).webp({ lossless: true }).toBuffer())).toEqual({
      type: "webp",
      width: 77,
      height: 1000,
    });
    const extended = await create(640, 480, 4).webp({ quality: 50 }).withMetadata().toBuffer();
    expect(readImageHeader(extended)).toEqual({ type: "webp", width: 640, height: 480 });
  });

  it("reads the declared size of a decompression bomb without decoding it", () => {
    expect(readImageHeader(fixtures.pixelBomb(20_000, 30_000))).toEqual({ type: "png", width: 20_000, height: 30_000 });
  });

  it("gives null for other types, cut headers and garbage", async () => {
    const png = await create(10, 10).png().toBuffer();
    expect(readImageHeader(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"))).toBeNull();
    expect(readImageHeader(png.subarray(0, 20))).toBeNull();
    expect(readImageHeader(fixtures.fakePng())).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(readImageHeader(Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(1000, 0xff)]))).toBeNull();
    expect(readImageHeader(new Uint8Array(0))).toBeNull();
  });
});

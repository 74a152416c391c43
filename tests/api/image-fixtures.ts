import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Honest and hostile uploads, for the image pipeline tests and the API tests. */
export const fixtures = {
  png: (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .png()
      .toBuffer(),
  jpeg: (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 30, b: 200 } } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: "someone", Copyright: "someone" } } })
      .toBuffer(),
  webp: (width = 64, height = 48) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 200, b: 30 } } })
      .webp()
      .toBuffer(),
  svg: (
    body = '<circle cx="50" cy="50" r="40" fill="none" stroke="#000" stroke-width="4"/>',
    attributes = 'width="100" height="100"',
  ) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`),
  /** An ELF executable's first bytes, whatever the file is called. */
  executable: () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0x90)]),
  /** The PNG signature followed by garbage. */
  fakePng: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("this is not an image at all".repeat(40)),
    ]),
  /** A valid PNG header declaring width x height over a few bytes of data: a decompression bomb. */
  pixelBomb: (width = 20_000, height = 20_000) => {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.writeUInt8(8, 8); // bit depth
    header.writeUInt8(0, 9); // greyscale
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  },
  /** A file just over the limit, with a real PNG signature. */
  oversized: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]),
};

import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";

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
  /** A real PNG of about 4.8 MB (stored, not compressed): under the 5 MB limit, over what a Netlify function takes in its body. */
  bigPng: () =>
    sharp({ create: { width: 1270, height: 1270, channels: 3, background: { r: 250, g: 250, b: 250 } } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  /** A file just over the limit, with a real PNG signature. */
  oversized: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024)]),
};

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">';
/** About 4 MB: each hostile SVG below is this size, under the 5 MB upload limit. */
const HOSTILE_BYTES = 4 * 1024 * 1024;
const fill = (unit: string) => unit.repeat(Math.floor(HOSTILE_BYTES / unit.length));

export type HostileSvg = { name: string; bytes: Buffer; status: number; message: string };

/**
 * 4 MB SVGs written to make a naive checker slow (backtracking regexes,
 * recursion, a DOM of a million nodes), each with the answer it must get.
 * Shared by the unit tests, the API tests and bench/images.ts.
 */
export function hostileSvgs(): HostileSvg[] {
  const svg = (body: string, before = "") => Buffer.from(`${before}${SVG_OPEN}${body}</svg>`);
  const unsafe = { status: 415, message: UPLOAD_MESSAGES.unsafeSvg };
  const unsupported = { status: 415, message: UPLOAD_MESSAGES.unsupported };
  const unreadable = { status: 422, message: UPLOAD_MESSAGES.unreadable };
  const depth = Math.floor(HOSTILE_BYTES / 7);
  const attributes = Array.from({ length: Math.floor(HOSTILE_BYTES / 12) }, (_, index) => `a${index}="1"`).join(" ");
  return [
    { name: "url( without a closing paren, in an attribute", bytes: svg(`<rect style="${fill("url(")}"/>`), ...unsafe },
    { name: "url( without a closing paren, in a style element", bytes: svg(`<style>${fill("url(")}</style>`), ...unsafe },
    { name: "url(' with unterminated quotes", bytes: svg(`<rect fill="${fill("url('")}"/>`), ...unsafe },
    { name: "a DOCTYPE with unterminated text", bytes: Buffer.from(`<!DOCTYPE svg ${fill("a")}`), ...unsupported },
    { name: "4 MB of <!DOCTYPE", bytes: Buffer.from(fill("<!DOCTYPE")), ...unsupported },
    { name: "a DOCTYPE full of quoted brackets", bytes: svg("", `<!DOCTYPE svg ${fill('"[>"')}>`), ...unsupported },
    { name: "an unterminated comment", bytes: svg(`<!--${fill("-")}`), ...unsupported },
    { name: "a million unclosed elements", bytes: svg(fill("<g>")), ...unreadable },
    { name: "elements nested 600,000 deep", bytes: svg("<g>".repeat(depth) + "</g>".repeat(depth)), ...unreadable },
    { name: "350,000 attributes on one element", bytes: svg(`<rect ${attributes}/>`), ...unreadable },
    { name: "4 MB of ampersands in an attribute", bytes: svg(`<rect fill="${fill("&")}"/>`), ...unsupported },
    {
      name: "4 MB of quotes in an attribute value",
      bytes: svg(`<rect width="10" height="10" fill="${fill("'")}"/>`),
      status: 200,
      message: "",
    },
  ];
}

/** A legitimate SVG (4 MB by default): line art of thousands of paths, what a detailed drawing exported by an editor looks like. */
export function largeLineArtSvg(bytes = HOSTILE_BYTES): Buffer {
  const paths: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes - 200; index++) {
    const x = (index * 37) % 1000;
    const y = (index * 91) % 1000;
    const path = `<path d="M${x} ${y} C${x + 20} ${y - 30} ${x + 40} ${y + 30} ${x + 60} ${y} S${x + 100} ${y + 20} ${x + 120} ${y - 10}" fill="none" stroke="#000" stroke-width="2"/>\n`;
    paths.push(path);
    size += path.length;
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">${paths.join("")}</svg>`);
}

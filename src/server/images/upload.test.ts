import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fixtures } from "../../../tests/api/image-fixtures.ts";
import { inspectUpload, MAX_UPLOAD_BYTES, prepareUpload, UPLOAD_MESSAGES, type UploadKind } from "./upload.ts";
import { A4_PORTRAIT } from "./variants.ts";

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { status: (error as { status: number }).status, message: (error as Error).message };
  }
  throw new Error("expected a rejection");
}

describe("inspectUpload", () => {
  it("reads type and size of PNG, JPEG and SVG for drawings and categories", async () => {
    expect(await inspectUpload(await fixtures.png(64, 48), "drawing")).toEqual({ type: "png", width: 64, height: 48 });
    expect(await inspectUpload(await fixtures.jpeg(30, 20), "category")).toEqual({ type: "jpeg", width: 30, height: 20 });
    expect(await inspectUpload(fixtures.svg(), "drawing")).toEqual({ type: "svg", width: 100, height: 100 });
  });

  it("takes WebP for articles only, and SVG for drawings and categories only", async () => {
    expect((await inspectUpload(await fixtures.webp(), "article")).type).toBe("webp");
    expect(await rejection(inspectUpload(await fixtures.webp(), "drawing"))).toEqual({
      status: 415,
      message: UPLOAD_MESSAGES.unsupported,
    });
    expect(await rejection(inspectUpload(fixtures.svg(), "article"))).toEqual({
      status: 415,
      message: UPLOAD_MESSAGES.unsupportedArticle,
    });
  });

  it.each<[string, () => Buffer | Promise<Buffer>, UploadKind, number, string]>([
    ["a renamed executable", fixtures.executable, "drawing", 415, UPLOAD_MESSAGES.unsupported],
    ["plain text", () => Buffer.from("hello"), "category", 415, UPLOAD_MESSAGES.unsupported],
    ["an empty file", () => Buffer.alloc(0), "drawing", 415, UPLOAD_MESSAGES.unsupported],
    ["an HTML page", () => Buffer.from("<html><body>hi</body></html>"), "drawing", 415, UPLOAD_MESSAGES.unsupported],
    [
      "malformed XML",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'),
      "drawing",
      415,
      UPLOAD_MESSAGES.unsupported,
    ],
    [
      "a GIF",
      () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
      "article",
      415,
      UPLOAD_MESSAGES.unsupportedArticle,
    ],
    ["a fake PNG header followed by garbage", fixtures.fakePng, "drawing", 422, UPLOAD_MESSAGES.unreadable],
    ["a PNG declaring 20000x20000", () => fixtures.pixelBomb(), "drawing", 422, UPLOAD_MESSAGES.tooManyPixels],
    ["a file over 5 MB", fixtures.oversized, "drawing", 413, UPLOAD_MESSAGES.tooLarge],
  ])("refuses %s", async (_label, make, kind, status, message) => {
    expect(await rejection(inspectUpload(await make(), kind))).toEqual({ status, message });
  });

  it("refuses a PNG whose header is valid but whose data is garbage", async () => {
    const valid = await fixtures.png(200, 200);
    const broken = Buffer.concat([valid.subarray(0, 33), Buffer.alloc(500, 0x41)]);
    expect(await rejection(inspectUpload(broken, "drawing"))).toEqual({ status: 422, message: UPLOAD_MESSAGES.unreadable });
  });

  it("accepts exactly 5 MB and refuses one byte more", async () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    const justOver = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    expect((await rejection(inspectUpload(justOver, "drawing"))).status).toBe(413);
    expect((await rejection(inspectUpload(Buffer.alloc(MAX_UPLOAD_BYTES), "drawing"))).status).toBe(415);
  });

  it.each([
    ["a script", '<script>alert(1)</script><rect width="10" height="10"/>'],
    ["a namespaced script", '<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'],
    ["an event handler", '<rect width="10" height="10" onclick="alert(1)"/>'],
    ["foreignObject", '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'],
    ["an external image", '<image href="https://evil.example/x.png" width="10" height="10"/>'],
    ["an external xlink:href", '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="file:///etc/passwd#a"/>'],
    ["a url() in a style attribute", '<rect width="10" height="10" style="fill: url(https://evil.example/p.svg#g)"/>'],
    ["a url() in a fill", '<rect width="10" height="10" fill="url(http://evil.example/p.svg#g)"/>'],
    ["an @import in a style element", '<style>@import "https://evil.example/x.css";</style>'],
    ["a javascript: link", '<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'],
    ["an inline SVG image", '<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'],
  ])("refuses an SVG with %s", async (_label, body) => {
    expect(await rejection(inspectUpload(fixtures.svg(body), "drawing"))).toEqual({
      status: 415,
      message: UPLOAD_MESSAGES.unsafeSvg,
    });
  });

  it("refuses SVG entity declarations and stylesheet processing instructions", async () => {
    const entity = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    );
    const stylesheet = Buffer.from(
      '<?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect((await rejection(inspectUpload(entity, "drawing"))).status).toBe(415);
    expect((await rejection(inspectUpload(stylesheet, "drawing"))).status).toBe(415);
  });

  it("accepts internal references: fragments, gradients and inline raster images", async () => {
    const pixel = (await fixtures.png(1, 1)).toString("base64");
    const body =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient><circle id="c" r="5"/></defs>' +
      '<rect width="50" height="50" fill="url(#g)" style="stroke: url(\'#g\')"/><use href="#c" x="20" y="20"/>' +
      `<image href="data:image/png;base64,${pixel}" width="10" height="10"/>`;
    expect((await inspectUpload(fixtures.svg(body), "category")).type).toBe("svg");
  });

  it("refuses an SVG declaring a size too large to rasterise", async () => {
    const huge = fixtures.svg('<rect width="10" height="10"/>', 'width="10000000" height="10000000"');
    expect(await rejection(inspectUpload(huge, "drawing"))).toEqual({ status: 422, message: UPLOAD_MESSAGES.tooManyPixels });
  });
});

describe("prepareUpload", () => {
  it("renders the WebP and JPEG variants without metadata", async () => {
    const prepared = await prepareUpload(await fixtures.jpeg(300, 200), "drawing");
    const full = await sharp(prepared.variants.full.bytes).metadata();
    expect(full.format).toBe("webp");
    expect(full.exif).toBeUndefined();
    expect([full.width, full.height]).toEqual([300, 200]);
    expect((await sharp(prepared.variants.card.bytes).metadata()).format).toBe("webp");
    expect((await sharp(prepared.variants.og.bytes).metadata()).format).toBe("jpeg");
  });

  it("rasterises an SVG to fit A4, never keeping SVG", async () => {
    const prepared = await prepareUpload(fixtures.svg(), "drawing");
    const full = await sharp(prepared.variants.full.bytes).metadata();
    expect(full.format).toBe("webp");
    expect(full.width).toBe(A4_PORTRAIT.width);
    expect(full.height).toBe(A4_PORTRAIT.width);
    const decoded = Buffer.from(prepared.variants.full.bytes).toString("latin1");
    expect(decoded).not.toContain("<svg");
  });

  it("rasterises a huge declared SVG small instead of exhausting memory", async () => {
    const big = fixtures.svg('<rect width="100000" height="50000" fill="#000"/>', 'width="100000" height="50000"');
    const prepared = await prepareUpload(big, "category");
    expect(prepared.variants.full.width).toBeLessThanOrEqual(A4_PORTRAIT.height);
  });

  it("refuses a pixel bomb before decoding it", async () => {
    const started = Date.now();
    expect((await rejection(prepareUpload(fixtures.pixelBomb(), "drawing"))).status).toBe(422);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

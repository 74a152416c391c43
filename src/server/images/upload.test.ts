import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageKind } from "#src/lib/admin-contracts/images.ts";
import { MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { fixtures, hostileSvgs, largeLineArtSvg } from "../../../tests/api/image-fixtures.ts";
import type { DomainError } from "../errors.ts";
import { statusOfKind } from "../http/domain-status.ts";
import { WorkerPool } from "../worker-pool.ts";
import { dataUriBytes, IMAGE_TASKS, imagePool, inspectUpload, MAX_INPUT_PIXELS, prepareUpload } from "./upload.ts";
import { A4_PORTRAIT } from "./variants.ts";

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    // The status the admin API answers with (src/server/admin/guard.ts).
    return { status: statusOfKind((error as DomainError).kind), message: (error as Error).message };
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

  it.each<[string, () => Buffer | Promise<Buffer>, ImageKind, number, string]>([
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
    ["a PNG of 39,000,000 x 1", () => fixtures.pixelBomb(39_000_000, 1), "drawing", 422, UPLOAD_MESSAGES.extremeAspectRatio],
    ["a real PNG of 1 x 2,100", () => fixtures.png(1, 2_100), "category", 422, UPLOAD_MESSAGES.extremeAspectRatio],
    [
      "an SVG of 10,000 x 1",
      () => fixtures.svg('<rect width="10" height="1"/>', 'width="10000" height="1"'),
      "drawing",
      422,
      UPLOAD_MESSAGES.extremeAspectRatio,
    ],
    ["a file over 5 MB", fixtures.oversized, "drawing", 413, UPLOAD_MESSAGES.tooLarge],
  ])("refuses %s", async (_label, make, kind, status, message) => {
    expect(await rejection(inspectUpload(await make(), kind))).toEqual({ status, message });
  });

  it("accepts a long strip up to 1:20", async () => {
    expect(await inspectUpload(await fixtures.png(2_000, 100), "article")).toMatchObject({ width: 2_000, height: 100 });
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

describe("hostile SVGs (4 MB each; timed in bench/images.ts)", () => {
  it.each(hostileSvgs().map((svg) => [svg.name, svg] as const))("answers %s", async (_name, svg) => {
    expect(svg.bytes.byteLength).toBeGreaterThan(4_000_000);
    if (svg.status === 200) expect((await inspectUpload(svg.bytes, "drawing")).type).toBe("svg");
    else expect(await rejection(inspectUpload(svg.bytes, "drawing"))).toEqual({ status: svg.status, message: svg.message });
  });
});

describe("images embedded in an SVG", () => {
  const embedding = (image: Buffer, mediaType = "image/png") =>
    fixtures.svg(`<image href="data:${mediaType};base64,${image.toString("base64")}" width="10" height="10"/>`);
  /** A real PNG (every pixel encoded) of 8000 x 6000 = 48 megapixels, over MAX_INPUT_PIXELS. */
  const overBound = () =>
    sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();

  it("refuses a PNG over the pixel bound, in href and in a url()", async () => {
    const png = await overBound();
    expect(8000 * 6000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(await rejection(inspectUpload(embedding(png), "drawing"))).toEqual({
      status: 422,
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
    const inStyle = fixtures.svg(
      `<rect width="5" height="5" style="fill: url(data:image/png;base64,${png.toString("base64")})"/>`,
    );
    expect((await rejection(inspectUpload(inStyle, "category"))).message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  }, 60_000);

  it("accepts a PNG under the bound, whatever type the URI claims, and renders it", async () => {
    const png = await fixtures.png(600, 400);
    expect(await inspectUpload(embedding(png), "drawing")).toEqual({ type: "svg", width: 100, height: 100 });
    expect((await inspectUpload(embedding(await fixtures.jpeg(50, 50), "image/png"), "drawing")).type).toBe("svg");
    const prepared = await prepareUpload(embedding(png), "drawing");
    expect(prepared.variants.full.width).toBe(1654);
  });

  it("refuses embedded data that is not a PNG, JPEG or WebP, or not data at all", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    for (const body of [
      embedding(gif, "image/gif"),
      embedding(fixtures.fakePng()),
      fixtures.svg('<image href="data:image/png;base64" width="1" height="1"/>'),
      fixtures.svg('<image href="data:image/png,%zz" width="1" height="1"/>'),
    ]) {
      expect(await rejection(inspectUpload(body, "drawing"))).toEqual({ status: 422, message: UPLOAD_MESSAGES.unreadable });
    }
  });

  it("decodes base64 (with line breaks) and percent-encoded data URIs", () => {
    expect(Buffer.from(dataUriBytes("data:image/png;base64,iVBO\n  Rw0K") ?? [])).toEqual(Buffer.from("iVBORw0K", "base64"));
    expect(Array.from(dataUriBytes("data:image/png,%89PNG%0d") ?? [])).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d]);
  });
});

describe("decoding off the event loop", () => {
  it("runs the work in a worker thread while the event loop keeps serving timers", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let ticksWhenDone = -1;
    const job = prepareUpload(largeLineArtSvg(500_000), "drawing").then((prepared) => {
      ticksWhenDone = ticks;
      return prepared;
    });
    const prepared = await job.finally(() => clearInterval(timer));
    expect(prepared.type).toBe("svg");
    expect(imagePool.threads).toBeGreaterThan(0);
    // The job parses half a megabyte of SVG and draws 3,000 paths: the timer fired all along.
    expect(ticksWhenDone).toBeGreaterThan(10);
  }, 60_000);

  it("stops a job over its time limit with a 422, and the next job gets a fresh worker", async () => {
    const big = await fixtures.jpeg(6000, 4000);
    expect(await rejection(prepareUpload(big, "drawing", { timeoutMs: 1 }))).toEqual({
      status: 422,
      message: UPLOAD_MESSAGES.timedOut,
    });
    expect(await inspectUpload(await fixtures.png(8, 8), "drawing")).toEqual({ type: "png", width: 8, height: 8 });
  }, 60_000);

  it("keeps a script alive while its job waits for the worker, and lets it end once idle", async () => {
    // Nothing else holds the child's event loop: before, the unref'd worker let it end silently mid-job.
    const script = `
      import sharp from "sharp";
      import { inspectUpload } from ${JSON.stringify(new URL("./upload.ts", import.meta.url).pathname)};
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer();
      inspectUpload(new Uint8Array(png), "drawing").then((found) => console.log(JSON.stringify(found)));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      cwd: fileURLToPath(new URL("../../..", import.meta.url)),
      timeout: 50_000,
    });
    expect(JSON.parse(stdout)).toEqual({ type: "png", width: 8, height: 8 });
  }, 60_000);

  it("runs in-process, still within the time limit, when the worker file is missing", async () => {
    const timedOut = new Error("timed out");
    const pool = new WorkerPool({
      url: new URL("./no-such-worker.ts", import.meta.url),
      tasks: IMAGE_TASKS,
      size: 1,
      timeoutMs: 20_000,
      timeoutError: () => timedOut,
      reviveError: (error) => new Error(error.message),
    });
    expect(await pool.run("inspect", [await fixtures.png(8, 8), "drawing"])).toEqual({ type: "png", width: 8, height: 8 });
    expect(pool.threads).toBe(0);
    await expect(pool.run("prepare", [await fixtures.jpeg(6000, 4000), "drawing"], { timeoutMs: 1 })).rejects.toBe(timedOut);
  }, 60_000);
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

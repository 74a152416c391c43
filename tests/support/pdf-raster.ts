import fs from "node:fs/promises";
import path from "node:path";
import type { BrowserContext } from "playwright-core";

/**
 * A PDF's first page rasterised by pdf.js in Chromium (what a browser's PDF
 * viewer shows), and the share of its pixels dark enough to be ink. The
 * page is blank, on an origin of its own whose only files are pdf.js's, so
 * nothing of the site runs beside it.
 */
const ORIGIN = "http://pdf-raster.test";
const PDFJS = path.resolve(import.meta.dirname, "../../node_modules/pdfjs-dist/legacy/build");

export async function inkOfFirstPage(context: BrowserContext, bytes: Uint8Array, scale = 1): Promise<number> {
  const page = await context.newPage();
  try {
    await page.route(`${ORIGIN}/**`, async (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === "") return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>pdf</title>" });
      if (name !== "pdf.mjs" && name !== "pdf.worker.mjs") return route.fulfill({ status: 404 });
      return route.fulfill({ contentType: "text/javascript", body: await fs.readFile(path.join(PDFJS, name)) });
    });
    await page.goto(`${ORIGIN}/`);
    // A string, not a function: the test runner would rewrite a function's `import()` into its own loader.
    const ink = await page.evaluate(`(async () => {
      const pdfjs = await import("${ORIGIN}/pdf.mjs");
      pdfjs.GlobalWorkerOptions.workerSrc = "${ORIGIN}/pdf.worker.mjs";
      const data = Uint8Array.from(atob("${Buffer.from(bytes).toString("base64")}"), (char) => char.charCodeAt(0));
      const pdf = await pdfjs.getDocument({ data }).promise;
      const first = await pdf.getPage(1);
      const viewport = first.getViewport({ scale: ${scale} });
      const canvas = Object.assign(document.createElement("canvas"), {
        width: Math.ceil(viewport.width),
        height: Math.ceil(viewport.height),
      });
      const context = canvas.getContext("2d");
      await first.render({ canvasContext: context, viewport, canvas }).promise;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let ink = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        const grey = 0.299 * pixels[at] + 0.587 * pixels[at + 1] + 0.114 * pixels[at + 2];
        if (pixels[at + 3] > 0 && grey < 128) ink++;
      }
      await pdf.destroy();
      return ink / (pixels.length / 4);
    })()`);
    return ink as number;
  } finally {
    await page.close();
  }
}

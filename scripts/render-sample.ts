/**
 * `npm run sample:render`: brings `sample-content/rendered/` (the sample's
 * shipped images and region maps, sample-content/rendered.ts) in step with
 * the catalogue: renders and maps every picture that has no entry, then
 * removes the files no picture names any more. Commit the folder afterwards.
 */
import fs from "node:fs/promises";
import nodePath from "node:path";
import { mapLimit } from "#src/lib/concurrency.ts";
import { CATALOGUE } from "../sample-content/catalogue.ts";
import { artVariants } from "../sample-content/images.ts";
import {
  expectedRenderedFiles,
  RENDERED_DIR,
  renderedFiles,
  sampleAnalyse,
  samplePictureSvgs,
} from "../sample-content/rendered.ts";
import { runCli } from "./lib/run-cli.ts";

runCli(async () => {
  const started = performance.now();
  const arts = CATALOGUE.flatMap((category) => category.drawings.map((drawing) => drawing.art));
  const images = await mapLimit(arts, 4, (art) => artVariants(art));
  await mapLimit([...new Set(images)], 2, (picture) => sampleAnalyse(picture.full.bytes));
  const expected = await expectedRenderedFiles(samplePictureSvgs());
  const stale = (await renderedFiles()).filter((file) => !expected.has(file));
  await Promise.all(stale.map((file) => fs.rm(nodePath.join(RENDERED_DIR, file))));
  console.log(
    `sample-content/rendered: ${expected.size} files for ${samplePictureSvgs().length} pictures, ${stale.length} stale removed, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  process.exit(0);
});

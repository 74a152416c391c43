import { describe, expect, it } from "vitest";
import { expectedRenderedFiles, renderedFiles, samplePictureSvgs } from "./rendered.ts";

describe("the sample's shipped images and region maps (sample-content/rendered/)", () => {
  it("hold exactly the files the catalogue's pictures need, so a first start renders nothing (issue 45)", async () => {
    const expected = await expectedRenderedFiles();
    const present = new Set(await renderedFiles());
    const missing = [...expected].filter((file) => !present.has(file));
    const stale = [...present].filter((file) => !expected.has(file));
    const advice = "run `npm run sample:render` and commit sample-content/rendered";
    expect(missing, `pictures without their shipped files: ${advice}`).toEqual([]);
    expect(stale, `files no picture names: ${advice}`).toEqual([]);
    // Every picture with its five files and its analysis's two (a picture without its full image names no analysis).
    expect(expected.size).toBe(samplePictureSvgs().length * 7);
  });
});

import fs from "node:fs";
import os from "node:os";
import nodePath from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadReactProductionBuild, usesDevelopmentJsx } from "./react-production.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A server bundle of one chunk importing `runtime`. */
function bundle(runtime: string): string {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), "bundle-"));
  dirs.push(dir);
  fs.mkdirSync(nodePath.join(dir, "chunks"));
  fs.writeFileSync(nodePath.join(dir, "chunks", "page_abc.mjs"), `import { jsx } from "${runtime}";\nexport const page = jsx;\n`);
  fs.writeFileSync(nodePath.join(dir, "entry.mjs"), `export const entry = 1;\n`);
  return dir;
}

describe("React's production build for the server bundle", () => {
  it("tells a bundle built outside production (development JSX) from one built for it", async () => {
    expect(await usesDevelopmentJsx(bundle("react/jsx-dev-runtime"))).toBe(true);
    expect(await usesDevelopmentJsx(bundle("react/jsx-runtime"))).toBe(false);
  });

  it("leaves React alone for a development bundle, whose JSX cannot run beside the production build", async () => {
    const before = process.env.NODE_ENV;
    expect(await loadReactProductionBuild(bundle("react/jsx-dev-runtime"))).toBe(false);
    expect(process.env.NODE_ENV).toBe(before);
  });
});

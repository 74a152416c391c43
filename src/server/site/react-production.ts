import fs from "node:fs/promises";
import { createRequire } from "node:module";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Loads React's production build for the pages the server renders, whatever
 * NODE_ENV says, when the server bundle was built for production. React
 * picks its build when it is first required, from NODE_ENV; the app's own
 * NODE_ENV means something else (production demands an AUTH_SECRET, see
 * ../config.ts), and `npm start` runs without it. React's development build
 * checks props and keys on every element, for the same HTML.
 *
 * Imported here first (by the same URLs the bundle's imports of "react",
 * "react/jsx-runtime" and "react-dom/server" resolve to), the production
 * modules are the ones the bundle then finds in Node's module cache. (An
 * `import` of a CommonJS module evaluates it again: `require` would not do.)
 *
 * A bundle built outside production (`astro build` under NODE_ENV=test or
 * development) calls React's development JSX runtime, which cannot run
 * beside the production build: then React is left to choose, and false is
 * returned.
 */
export async function loadReactProductionBuild(serverDir: string, projectDir = process.cwd()): Promise<boolean> {
  if (await usesDevelopmentJsx(serverDir)) return false;
  const require = createRequire(nodePath.join(projectDir, "package.json"));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    for (const name of ["react", "react/jsx-runtime", "react-dom/server"])
      await import(pathToFileURL(require.resolve(name)).href);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  return true;
}

/** Whether any module of the bundle in `dir` calls React's development JSX runtime. */
export async function usesDevelopmentJsx(dir: string): Promise<boolean> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".mjs")) continue;
    const code = await fs.readFile(nodePath.join(entry.parentPath, entry.name), "utf8");
    if (code.includes("react/jsx-dev-runtime")) return true;
  }
  return false;
}

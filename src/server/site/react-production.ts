import { createRequire } from "node:module";
import nodePath from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Loads React's production build for the pages the server renders, whatever
 * NODE_ENV says. React picks its build when it is first required, from
 * NODE_ENV; the app's own NODE_ENV means something else (production demands
 * an AUTH_SECRET, see ../config.ts), and `npm start` runs without it. React's
 * development build checks props and keys on every element: measured on a
 * full build of 3,000 drawings, 20% of the time went to it, for the same
 * HTML. Imported here first (by the same URLs the bundle's imports of
 * "react", "react/jsx-runtime" and "react-dom/server" resolve to), the
 * production modules are the ones the bundle then finds in Node's module
 * cache. (`require` would not do: an `import` of a CommonJS module evaluates
 * it again.)
 */
export async function loadReactProductionBuild(projectDir = process.cwd()): Promise<void> {
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
}

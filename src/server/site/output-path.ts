import nodePath from "node:path";

/**
 * The file a site path is published as, in Astro's "directory" build format:
 * `/` → `index.html`, `/a/b` → `a/b/index.html`, `/sitemap.xml` →
 * `sitemap.xml`, `/404` → `404.html` (served for unknown paths).
 */
export function outputFileFor(sitePath: string): string {
  const decoded = decodeURIComponent(sitePath).replace(/\/+$/, "");
  if (!sitePath.startsWith("/") || /\.\.|\\|\0/.test(decoded)) {
    throw new Error(`Not a site path: ${JSON.stringify(sitePath)}`);
  }
  if (decoded === "") return "index.html";
  if (decoded === "/404") return "404.html";
  if (nodePath.posix.extname(decoded) !== "") return decoded.slice(1);
  return `${decoded.slice(1)}/index.html`;
}

import { createApp } from "astro/app/entrypoint";
import { config } from "../config.ts";

/**
 * Extra entry of the server bundle (emitted as dist/server/render-entry.mjs,
 * see astro.config.mjs): renders any route of the site in-process, the way
 * the adapters do for a request, so a full build and an incremental rebuild
 * produce pages through the very same code path.
 */
export type RenderedPage = { path: string; status: number; contentType: string; body: string };

let app: ReturnType<typeof createApp> | undefined;

export async function renderPath(path: string): Promise<RenderedPage> {
  app ??= createApp({ streaming: false });
  const request = new Request(new URL(path, config().siteUrl));
  const response = await app.render(request, { locals: { staticRender: true } });
  return {
    path,
    status: response.status,
    contentType: response.headers.get("content-type") ?? "text/html",
    body: await response.text(),
  };
}

/** The hashes of the site's own inline scripts, for the policy of its static files (npm start, Netlify's _headers). */
export { siteScriptHashes } from "../http/site-scripts.ts";

declare namespace App {
  interface Locals {
    /** Set by the render entry (src/server/site/render-entry.ts): the page becomes a static file. */
    staticRender?: boolean;
    /** The site's public address (SITE_URL), set for every render by src/middleware.ts: canonical URLs and JSON-LD. */
    siteUrl: string;
  }
}

/** Astro's build manifest (see src/server/http/site-scripts.ts): only the parts read here. */
declare module "virtual:astro:manifest" {
  export const manifest: {
    inlinedScripts: Map<string, string>;
    clientDirectives: Map<string, string>;
  };
}

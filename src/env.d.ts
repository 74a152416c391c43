declare namespace App {
  interface Locals {
    /** Set by the render entry (src/server/site/render-entry.ts): the page becomes a static file. */
    staticRender?: boolean;
  }
}

/** Astro's build manifest (see src/server/http/site-scripts.ts): only the parts read here. */
declare module "virtual:astro:manifest" {
  export const manifest: {
    inlinedScripts: Map<string, string>;
    clientDirectives: Map<string, string>;
  };
}

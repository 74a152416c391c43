declare namespace App {
  interface Locals {
    /** Set by the render entry (src/server/render/entry.ts): the page becomes a static file. */
    staticRender?: boolean;
  }
}

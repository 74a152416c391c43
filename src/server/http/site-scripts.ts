import { manifest } from "virtual:astro:manifest";
import islandScript from "astro/runtime/server/astro-island.prebuilt.js";
import islandScriptDev from "astro/runtime/server/astro-island.prebuilt-dev.js";
import { consentBootstrapScript } from "#src/lib/consent.ts";
import { earlyActionsScript } from "#src/lib/early-actions.ts";
import { scriptHashSource } from "./security-headers.ts";

/**
 * The inline scripts the site itself emits, known when the bundle is built:
 * the consent bootstrap (src/layouts/BaseLayout.astro), the early actions
 * script (src/components/EarlyActions.astro), the `<script>`s of
 * its components that Astro inlined (the manifest's inlinedScripts), and
 * Astro's island runtime with its hydration directives (client:idle and
 * the like). Nothing a page's content says can add to them, so one policy
 * serves every page, whatever the titles, tags or articles hold
 * (docs/decisions/0010-security-headers.md).
 */
function siteInlineScripts(): string[] {
  const scripts = [
    consentBootstrapScript(),
    earlyActionsScript(),
    islandScript,
    islandScriptDev,
    ...manifest.clientDirectives.values(),
    ...manifest.inlinedScripts.values(),
  ];
  return [...new Set(scripts.filter((script) => script !== ""))];
}

let hashes: string[] | undefined;

/** The CSP hash sources of siteInlineScripts(), computed once. */
export function siteScriptHashes(): string[] {
  hashes ??= siteInlineScripts().map(scriptHashSource);
  return hashes;
}

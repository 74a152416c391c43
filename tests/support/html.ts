import { JSDOM } from "jsdom";
import { expect } from "vitest";
import { scriptHashSource } from "#src/server/http/security-headers.ts";

/** Readers of served HTML for the end-to-end tests that check pages without a browser. */

export type FetchedPage = { status: number; html: string; document: Document; response: Response };

/** Fetches a URL and parses the answer as HTML. */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<FetchedPage> {
  const response = await fetch(url, init);
  const html = await response.text();
  return { status: response.status, html, document: new JSDOM(html).window.document, response };
}

/** An element's text with its white space collapsed, or "" when there is no element. */
export const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

/** Text without the decoration hidden from assistive technology (emoji icons). */
export function spokenText(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return text(copy);
}

/** The page's JSON-LD blocks, parsed. */
export function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
}

// A JSON-LD node's @type, always as a list (a line comment: in JSDoc, @type would read as a tag).
export const typesOf = (data: Record<string, unknown>) => [data["@type"]].flat() as string[];

/** The page's one canonical link, which must be absolute. */
export function canonicalOf(document: Document): string {
  const links = document.querySelectorAll('link[rel="canonical"]');
  expect(links.length).toBe(1);
  const href = links[0]?.getAttribute("href") ?? "";
  expect(href).toMatch(/^https?:\/\//);
  return href;
}

/** The content of a meta tag by property (Open Graph) or name, or null. */
export const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

/** Script types a browser runs (JSON-LD and other data blocks are not governed by CSP). */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The CSP hash sources of the inline scripts a browser would run on this HTML, found by a real HTML parser. */
export function executableInlineScriptHashes(html: string): string[] {
  const scripts = [...new JSDOM(html).window.document.querySelectorAll("script:not([src])")].filter((script) =>
    EXECUTABLE_TYPES.has((script.getAttribute("type") ?? "").trim().toLowerCase()),
  );
  return [...new Set(scripts.map((script) => scriptHashSource(script.textContent ?? "")))];
}

import { describe, expect, inject, it } from "vitest";

/**
 * What an anonymous request can make the server do (docs/security.md "Work
 * an anonymous request can start"), on the server `npm start` runs.
 */
const baseUrl = inject("baseUrl");

describe("work an anonymous request can start", () => {
  it("gets no image re-encoded: Astro's /_image answers the site's not-found page, whatever it asks", async () => {
    for (const query of [
      "href=/og-default.jpg&w=1201&f=avif&q=91",
      "href=/og-default.jpg&w=37&f=webp&q=3",
      "href=%2Ffavicon.svg&w=4000&h=4000&f=png",
      "",
    ]) {
      const response = await fetch(`${baseUrl}/_image?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 404 });
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain("Página não encontrada");
    }
  });
});

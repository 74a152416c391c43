import { describe, expect, it } from "vitest";
import { catalogueSite, slugOf } from "../../support/catalogue-site.ts";
import { spokenText, text } from "../../support/html.ts";

/** A drawing's page, its not-found view and the short address that redirects to it. */
const { baseUrl, sql, catalogue, get, drawingPath, drawingRow } = catalogueSite();

describe("drawing page", () => {
  it("answers 200 with breadcrumb, title, image, buttons, description, tags and 4 related drawings", async () => {
    const path = drawingPath(0);
    const { status, document } = await get(path);
    expect(status).toBe(200);
    const crumbs = [...document.querySelectorAll('nav[aria-label="Trilha de navegação"] li')];
    expect(crumbs.length).toBe(3);
    expect(crumbs[0]?.querySelector("a")?.getAttribute("href")).toBe("/");
    expect(crumbs[1]?.querySelector("a")?.getAttribute("href")).toBe(`/categorias/${catalogue.category}`);
    const title = text(document.querySelector("main h1"));
    expect(text(crumbs[2])).toContain(title);
    expect(crumbs[2]?.querySelector('[aria-current="page"]')).not.toBeNull();

    const image = document.querySelector("figure img");
    expect(image?.getAttribute("src")).toMatch(/\.webp$/);
    expect(image?.getAttribute("alt")).toContain(title);
    const actions = [...document.querySelectorAll("[data-drawing-actions] [data-action]")].map(spokenText);
    expect(actions).toEqual([
      "Baixar Desenho",
      "Imprimir Desenho",
      "Baixar PDF (A4)",
      "PDF com nome e data",
      "Compartilhar",
      "WhatsApp",
      "Salvar",
    ]);
    expect(spokenText(document.querySelector('[data-drawing-actions] a[data-action="pdf"]'))).toBe("Baixar PDF (A4)");

    const paragraphs = [...document.querySelectorAll('[data-testid="drawing-description"] p')].map(text);
    expect(paragraphs.length).toBeGreaterThan(0);
    const tags = [...document.querySelectorAll('[data-testid="drawing-tags"] li')].map(text);
    expect(tags.length).toBeGreaterThan(0);
    // Each tag is a link to the search for it.
    const links = [...document.querySelectorAll('[data-testid="drawing-tags"] li a')];
    expect(links.map((link) => decodeURIComponent(link.getAttribute("href") ?? ""))).toEqual(
      tags.map((tag) => `/busca/${tag.replace(/^#/, "")}`),
    );
    if (sql) {
      const row = await drawingRow(slugOf(path));
      expect(title).toBe(row.title);
      const lines = (row.description ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      expect(paragraphs).toEqual(lines);
      expect(tags).toEqual(row.tags.map((tag) => `#${tag}`));
    }

    const related = [...document.querySelectorAll('[data-testid="related-drawings"] a')].map((link) => link.getAttribute("href"));
    expect(related.length).toBe(4);
    expect(new Set(related).size).toBe(4);
    expect(related).not.toContain(path);
    for (const link of related) expect(link).toMatch(new RegExp(`^/desenhos/${catalogue.category}/`));
  });

  it("answers 404 with 'Desenho não encontrado' and a link home for an unknown drawing", async () => {
    for (const path of [`/desenhos/${catalogue.category}/desenho-que-nao-existe`, "/desenhos/categoria-que-nao-existe/desenho"]) {
      const { status, document } = await get(path);
      expect(status, path).toBe(404);
      expect(text(document.querySelector("main h1"))).toBe("Desenho não encontrado");
      expect(document.querySelector('main a[href="/"]')).not.toBeNull();
    }
  });

  it("moves permanently from /desenho/{slug} to /desenhos/{category}/{slug}", async () => {
    const path = drawingPath(1);
    const response = await fetch(`${baseUrl}/desenho/${slugOf(path)}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", baseUrl).pathname).toBe(path);
    const unknown = await fetch(`${baseUrl}/desenho/desenho-que-nao-existe`, { redirect: "manual" });
    expect(unknown.status).toBe(404);
  });
});

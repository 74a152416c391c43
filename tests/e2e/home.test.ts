import { expect, inject, it } from "vitest";

it("serves the home page with the sample categories and their drawing counts from the database", async () => {
  const response = await fetch(`${inject("baseUrl")}/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('lang="pt-BR"');
  for (const slug of ["animais", "pokemons", "patrulha-canina", "minecraft", "bobbie-goods", "carros", "herois", "alfabeto"]) {
    expect(html).toContain(`href="/categorias/${slug}"`);
  }
  expect(html).toMatch(/\b[1-9]\d* desenhos\b/);
});

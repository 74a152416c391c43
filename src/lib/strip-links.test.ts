import { describe, expect, it } from "vitest";
import { stripLinks } from "./strip-links.ts";

describe("stripLinks", () => {
  it.each([
    ["a scheme URL", "Baixe em https://premio-gratis.example/login?x=1 agora.", "Baixe em agora."],
    ["a markdown link, keeping its words", "Veja [o prêmio](https://mal.example) hoje.", "Veja o prêmio hoje."],
    ["www", "Acesse www.golpe.com.br para ganhar.", "Acesse para ganhar."],
    ["a domain with a path", "Visite golpe.example/pix e pronto.", "Visite e pronto."],
    ["a bare domain", "Mais em desenhos-gratis.com e em pix.net.br.", "Mais em e em."],
    ["javascript:", "Clique javascript:alert(1) aqui", "Clique aqui"],
  ])("removes %s", (_name, input, expected) => {
    expect(stripLinks(input)).toBe(expected);
  });

  it("keeps ordinary text, numbers with dots and paragraphs", () => {
    const text = "Um gato de 3.5 cm, do Sr. Silva.\n\nSegundo parágrafo: cores, formas e texturas.";
    expect(stripLinks(text)).toBe(text);
  });
});

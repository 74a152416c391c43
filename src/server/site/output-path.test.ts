import { describe, expect, it } from "vitest";
import { outputFileFor } from "./output-path.ts";

describe("outputFileFor", () => {
  it.each([
    ["/", "index.html"],
    ["/categorias/todas", "categorias/todas/index.html"],
    ["/desenhos/animais/gato", "desenhos/animais/gato/index.html"],
    ["/sitemap.xml", "sitemap.xml"],
    ["/blog/rss.xml", "blog/rss.xml"],
    ["/404", "404.html"],
    ["/categorias/animais/", "categorias/animais/index.html"],
  ])("%s -> %s", (path, file) => {
    expect(outputFileFor(path)).toBe(file);
  });

  it.each(["relative", "/../etc/passwd", "/a/%2e%2e/b", "/a\\b"])("refuses %s", (path) => {
    expect(() => outputFileFor(path)).toThrow();
  });
});

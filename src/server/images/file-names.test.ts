import { describe, expect, it } from "vitest";
import { imageFilePaths, nameFollowsSlug, storedImageOf, uniqueImageName } from "./file-names.ts";

describe("uniqueImageName", () => {
  it("keeps the slug readable and adds 8 random hex characters, different every time", () => {
    const names = new Set(Array.from({ length: 50 }, () => uniqueImageName("gato")));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^gato-[0-9a-f]{8}$/);
    expect(uniqueImageName("gato", "0a1b2c3d")).toBe("gato-0a1b2c3d");
    expect(() => uniqueImageName("gato", "../x")).toThrow();
  });
});

describe("imageFilePaths", () => {
  it("names the variants inside the folder; only drawings have a PDF and a region map", () => {
    expect(imageFilePaths("drawings", "gato-0a1b2c3d")).toEqual({
      full: "drawings/gato-0a1b2c3d.webp",
      card: "drawings/gato-0a1b2c3d.card.webp",
      og: "drawings/gato-0a1b2c3d.og.jpg",
      pdf: "drawings/gato-0a1b2c3d.pdf",
      regions: "drawings/gato-0a1b2c3d.regions.bin",
    });
    expect(imageFilePaths("categories", "animais")).toEqual({
      full: "categories/animais.webp",
      card: "categories/animais.card.webp",
      og: "categories/animais.og.jpg",
    });
    expect(imageFilePaths("blog-images", "artigo-0a1b2c3d").full).toBe("blog-images/artigo-0a1b2c3d.webp");
  });
});

describe("nameFollowsSlug", () => {
  it("accepts the slug with a unique part, or the older plain slug", () => {
    expect(nameFollowsSlug("gato-0a1b2c3d", "gato")).toBe(true);
    expect(nameFollowsSlug("gato", "gato")).toBe(true);
  });
  it("refuses another slug's names", () => {
    expect(nameFollowsSlug("gatinho-0a1b2c3d", "gato")).toBe(false);
    expect(nameFollowsSlug("gato-preto", "gato")).toBe(false);
    expect(nameFollowsSlug("gato-0a1b2c3d", "gato-0a1b")).toBe(false);
    expect(nameFollowsSlug("gato-0A1B2C3D", "gato")).toBe(false);
  });
});

describe("storedImageOf", () => {
  it("finds the image of any of its files", () => {
    const files = ["gato-0a1b2c3d.webp", "gato-0a1b2c3d.card.webp", "gato-0a1b2c3d.og.jpg", "gato-0a1b2c3d.pdf"];
    for (const file of [...files, "gato-0a1b2c3d.regions.bin"]) {
      expect(storedImageOf(`drawings/${file}`)).toEqual({
        folder: "drawings",
        name: "gato-0a1b2c3d",
        full: "drawings/gato-0a1b2c3d.webp",
        paths: [
          "drawings/gato-0a1b2c3d.webp",
          "drawings/gato-0a1b2c3d.card.webp",
          "drawings/gato-0a1b2c3d.og.jpg",
          "drawings/gato-0a1b2c3d.pdf",
          "drawings/gato-0a1b2c3d.regions.bin",
        ],
        stem: "drawings/gato-0a1b2c3d",
      });
    }
    expect(storedImageOf("categories/animais.og.jpg")?.paths).toEqual([
      "categories/animais.webp",
      "categories/animais.card.webp",
      "categories/animais.og.jpg",
    ]);
  });
  it("treats other files as images of their own, and knows nothing outside the image folders", () => {
    expect(storedImageOf("drawings/antigo.png")).toEqual({
      folder: "drawings",
      name: null,
      full: "drawings/antigo.png",
      paths: ["drawings/antigo.png"],
      stem: "drawings/antigo.png",
    });
    expect(storedImageOf("categories/x.pdf")?.name).toBeNull();
    expect(storedImageOf("categories/x.regions.bin")?.name).toBeNull();
    expect(storedImageOf("drawings-to-publish/novo.png")).toBeNull();
    expect(storedImageOf("gato.webp")).toBeNull();
  });
});

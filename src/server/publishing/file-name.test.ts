import { describe, expect, it } from "vitest";
import { assertStoragePath } from "#src/server/storage/storage.ts";
import { candidateName, type PendingFormat, safePendingName } from "./file-name.ts";

const stored = (original: string, format: PendingFormat = "png") => candidateName(safePendingName(original, format), 1);

describe("safePendingName", () => {
  it.each([
    ["Pikachu Feliz.png", "Pikachu-Feliz.png"],
    ["coração_de_mãe.PNG", "coracao_de_mae.png"],
    ["../../etc/passwd.png", "passwd.png"],
    ["C:\\Users\\ana\\desenho 1.png", "desenho-1.png"],
    ["..png", "imagem.png"],
    [".hidden.png", "hidden.png"],
    ["a..b...c.png", "a.b.c.png"],
    ["  ---  .png", "imagem.png"],
    ["sem-extensao", "sem-extensao.png"],
    ["<b onclick=x>oi</b>.png", "b.png"],
    ["<img src=x onerror=alert(1)>.png", "img-src-x-onerror-alert-1.png"],
    ["🎨 arte.png", "arte.png"],
  ])("stores %j as %j", (original, name) => {
    expect(stored(original)).toBe(name);
  });

  it("takes the extension from the real format, keeping .jpg or .jpeg as uploaded", () => {
    expect(stored("foto.jpeg", "jpeg")).toBe("foto.jpeg");
    expect(stored("foto.JPG", "jpeg")).toBe("foto.jpg");
    expect(stored("na-verdade-png.jpg", "png")).toBe("na-verdade-png.png");
    expect(stored("desenho.svg", "png")).toBe("desenho.png");
  });

  it("cuts a long name, never in the middle of a trailing separator", () => {
    const name = stored(`${"a".repeat(89)}-${"b".repeat(50)}.png`);
    expect(name).toBe(`${"a".repeat(89)}.png`);
  });

  it("always gives a valid storage path", () => {
    for (const original of ["../x.png", "a/b/c.png", "\u0000.png", "%2e%2e.png", "名前.png", " .png", "x".repeat(500)]) {
      expect(() => assertStoragePath(`drawings-to-publish/${stored(original)}`)).not.toThrow();
    }
  });
});

describe("candidateName", () => {
  it("adds -2, -3 before the extension", () => {
    const name = safePendingName("gato.png", "png");
    expect([1, 2, 3].map((attempt) => candidateName(name, attempt))).toEqual(["gato.png", "gato-2.png", "gato-3.png"]);
  });
});

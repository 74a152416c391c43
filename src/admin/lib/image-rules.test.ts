import { describe, expect, it } from "vitest";
import { imageFileError, imageTypeOf, MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE, UNSUPPORTED_TYPE_MESSAGE } from "./image-rules.ts";

describe("imageFileError", () => {
  it("accepts PNG, JPEG and SVG up to 5 MB", () => {
    expect(imageFileError({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(imageFileError({ name: "a.jpg", type: "image/jpeg", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileError({ name: "a.svg", type: "image/svg+xml", size: 10 })).toBeNull();
  });

  it("rejects other types with the spec's message", () => {
    expect(imageFileError({ name: "a.gif", type: "image/gif", size: 10 })).toBe(UNSUPPORTED_TYPE_MESSAGE);
    expect(imageFileError({ name: "a.webp", type: "image/webp", size: 10 })).toBe(UNSUPPORTED_TYPE_MESSAGE);
    expect(UNSUPPORTED_TYPE_MESSAGE).toBe("Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.");
  });

  it("rejects files over 5 MB with the spec's message", () => {
    expect(imageFileError({ name: "a.png", type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe(TOO_LARGE_MESSAGE);
    expect(TOO_LARGE_MESSAGE).toBe("O arquivo é muito grande. O tamanho máximo é 5MB.");
  });

  it("falls back on the extension when the browser gives no type", () => {
    expect(imageTypeOf({ name: "Desenho.SVG", type: "", size: 1 })).toBe("image/svg+xml");
    expect(imageFileError({ name: "desenho.svg", type: "", size: 1 })).toBeNull();
    expect(imageFileError({ name: "desenho", type: "", size: 1 })).toBe(UNSUPPORTED_TYPE_MESSAGE);
  });
});

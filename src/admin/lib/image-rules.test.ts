import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#src/lib/admin-contracts/limits.ts";
import { UPLOAD_MESSAGES } from "#src/lib/admin-contracts/messages.ts";
import { IMAGE_ACCEPT, imageAccept, imageFileError, imageHint, imageTypeOf } from "./image-rules.ts";

describe("imageFileError", () => {
  it("accepts PNG, JPEG and SVG up to 5 MB", () => {
    expect(imageFileError({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(imageFileError({ name: "a.jpg", type: "image/jpeg", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(imageFileError({ name: "a.svg", type: "image/svg+xml", size: 10 })).toBeNull();
  });

  it("rejects other types with the spec's message", () => {
    expect(imageFileError({ name: "a.gif", type: "image/gif", size: 10 })).toBe(UPLOAD_MESSAGES.unsupported);
    expect(imageFileError({ name: "a.webp", type: "image/webp", size: 10 })).toBe(UPLOAD_MESSAGES.unsupported);
    expect(UPLOAD_MESSAGES.unsupported).toBe("Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou SVG.");
  });

  it("rejects files over 5 MB with the spec's message", () => {
    expect(imageFileError({ name: "a.png", type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toBe(UPLOAD_MESSAGES.tooLarge);
    expect(UPLOAD_MESSAGES.tooLarge).toBe("O arquivo é muito grande. O tamanho máximo é 5MB.");
  });

  it("offers the accepted types and their extensions to the file input", () => {
    expect(IMAGE_ACCEPT).toBe("image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg");
  });

  it("falls back on the extension when the browser gives no type", () => {
    expect(imageTypeOf({ name: "Desenho.SVG", type: "", size: 1 })).toBe("image/svg+xml");
    expect(imageFileError({ name: "desenho.svg", type: "", size: 1 })).toBeNull();
    expect(imageFileError({ name: "desenho", type: "", size: 1 })).toBe(UPLOAD_MESSAGES.unsupported);
  });

  it("hints at the accepted formats", () => {
    expect(imageHint("drawing")).toBe(UPLOAD_MESSAGES.hint);
    expect(imageHint("category")).toBe("PNG, JPEG ou SVG, até 5MB.");
    expect(imageHint("article")).toBe("PNG, JPEG ou WEBP, até 5MB.");
  });
});

describe("article featured images", () => {
  it("accept PNG, JPEG and WebP up to 5 MB, not SVG", () => {
    expect(imageFileError({ name: "a.png", type: "image/png", size: 10 }, "article")).toBeNull();
    expect(imageFileError({ name: "a.jpg", type: "image/jpeg", size: 10 }, "article")).toBeNull();
    expect(imageFileError({ name: "a.webp", type: "image/webp", size: MAX_UPLOAD_BYTES }, "article")).toBeNull();
    expect(imageFileError({ name: "a.webp", type: "", size: 10 }, "article")).toBeNull();
    expect(imageFileError({ name: "a.svg", type: "image/svg+xml", size: 10 }, "article")).toBe(
      UPLOAD_MESSAGES.unsupportedArticle,
    );
    expect(imageFileError({ name: "a.gif", type: "image/gif", size: 10 }, "article")).toBe(
      "Tipo de arquivo não suportado. Por favor, envie PNG, JPEG ou WEBP.",
    );
    expect(imageFileError({ name: "a.png", type: "image/png", size: MAX_UPLOAD_BYTES + 1 }, "article")).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
  });

  it("offer their own types to the file input", () => {
    expect(imageAccept("article")).toBe("image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp");
    expect(imageAccept("category")).toBe(IMAGE_ACCEPT);
  });
});

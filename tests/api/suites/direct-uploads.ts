import { beforeAll, expect, it } from "vitest";
import { DIRECT_UPLOAD_PREFIX } from "#src/lib/admin-contracts/limits.ts";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { formOf } from "../support.ts";
import { client } from "./categories.ts";

/**
 * Files the browser puts straight into storage (src/server/admin/direct-uploads.ts):
 * with Supabase Storage (the stand-in, on the PostgreSQL server) a big image
 * never crosses the site's request body; with local files the server says
 * 204 and the form carries the file as before.
 */
export function directUploadTests(context: () => ServerContext): void {
  const api = client(context);
  let categoryId = "";

  beforeAll(async () => {
    const category = await api("/api/admin/categories", { method: "POST", form: formOf({ name: `Envios ${Date.now()}` }) });
    categoryId = category.body.id;
  });

  it("hands out a signed upload URL where the storage takes direct uploads, and 204 where it does not", async () => {
    const big = await fixtures.bigPng();
    expect(big.length).toBeGreaterThan(4.5 * 1024 * 1024);
    const offer = await api("/api/admin/uploads", { json: { fileName: "Leão Grande!.png", size: big.length } });
    if (context().storageKind === "local") {
      expect(offer.status).toBe(204);
      return;
    }
    expect(offer.status, offer.text).toBe(200);
    expect(offer.body.path).toMatch(/^uploads\/[0-9a-f-]{36}\/Leao-Grande\.png$/);
    // The browser's PUT: no session, no key, only the URL's token.
    const put = await fetch(offer.body.url, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(big),
    });
    expect(put.status).toBe(200);
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({
        title: `Leão Grande ${Date.now()}`,
        categoryId,
        active: "true",
        image: `${DIRECT_UPLOAD_PREFIX}${offer.body.path}`,
      }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.imageUrl).toMatch(/\/storage\/v1\/object\/public\/drawings\/drawings\//);
    // Read once, then gone from uploads/: the same reference cannot be used again.
    expect(context().storageServer?.objects.has(`drawings/${offer.body.path}`)).toBe(false);
    const again = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Outro Leão", categoryId, image: `${DIRECT_UPLOAD_PREFIX}${offer.body.path}` }),
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("A imagem enviada não foi encontrada. Envie o arquivo de novo.");
  });

  it("refuses references outside uploads/, files over 5 MB, and a form naming a file nobody put", async () => {
    if (context().storageKind === "local") return;
    for (const reference of ["drawings/gato.webp", "uploads/../drawings/gato.webp", "uploads/nao-e-um-id/a.png"]) {
      const response = await api("/api/admin/drawings", {
        method: "POST",
        form: formOf({ title: "Referência Ruim", categoryId, image: `${DIRECT_UPLOAD_PREFIX}${reference}` }),
      });
      expect(response.status, reference).toBe(422);
    }
    const tooBig = await api("/api/admin/uploads", { json: { fileName: "enorme.png", size: 6 * 1024 * 1024 } });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("O arquivo é muito grande. O tamanho máximo é 5MB.");
    const bad = await api("/api/admin/uploads", { json: { fileName: "", size: -1 } });
    expect(bad.status).toBe(422);
  });

  it("checks a direct upload from its bytes, as a file sent in the form", async () => {
    if (context().storageKind === "local") return;
    const offer = await api("/api/admin/uploads", { json: { fileName: "disfarce.png", size: 4096 } });
    await fetch(offer.body.url, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(fixtures.executable()),
    });
    const response = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({ title: "Disfarce", categoryId, image: `${DIRECT_UPLOAD_PREFIX}${offer.body.path}` }),
    });
    expect(response.status).toBe(415);
  });
}

import { PDFDocument } from "pdf-lib";
import { beforeAll, expect, it } from "vitest";
import { fixtures } from "../image-fixtures.ts";
import type { ServerContext } from "../servers.ts";
import { fileOf, formOf, send, sessionCookie } from "../support.ts";
import {
  client,
  expectNamedAfter,
  expectNoStoredFiles,
  expectStoredVariants,
  fetchImage,
  storedPath,
  variantPaths,
} from "./categories.ts";

/**
 * Image files belong to their row (issue 9): a slug another row used before
 * never reaches that row's files, and the files of an inactive drawing are
 * not served to visitors. Asserted on the stored files themselves and on
 * the server's /storage answers.
 */
export function imageFileTests(context: () => ServerContext): void {
  const api = client(context);
  let cookie = "";
  beforeAll(async () => {
    cookie = await sessionCookie(context().url, context().admin.email, context().admin.password);
  });
  let category: { id: string };
  beforeAll(async () => {
    category = (await api("/api/admin/categories", { method: "POST", form: formOf({ name: "Donos Das Imagens" }) })).body;
  });

  /** The bytes of every file of an image, to prove later that nothing touched them. */
  const snapshot = (imageUrl: string) => Promise.all(variantPaths(imageUrl).map((path) => context().readStored(path)));
  /** GET /storage/<path> on the server, as a visitor (no cookie) or as the administrator. */
  const storage = (path: string, as: "visitor" | "admin" = "visitor") =>
    send(context().url, `/storage/${path}`, { cookie: as === "admin" ? cookie : undefined, origin: null });

  async function expectServed(imageUrl: string): Promise<void> {
    for (const path of variantPaths(imageUrl)) expect([path, (await storage(path)).status]).toEqual([path, 200]);
    expect((await fetchImage(context(), imageUrl)).status).toBe(200);
  }

  for (const kind of ["drawings", "categories"] as const) {
    const fields = (name: string, image?: File) =>
      kind === "drawings" ? { title: name, categoryId: category.id, image } : { name, image };
    const create = async (name: string, image: File) => {
      const response = await api(`/api/admin/${kind}`, { method: "POST", form: formOf(fields(name, image)) });
      expect(response.status).toBe(201);
      return response.body as { id: string; slug: string; imageUrl: string };
    };
    const patch = (id: string, form: Record<string, string | File>) =>
      api(`/api/admin/${kind}/${id}`, { method: "PATCH", form: formOf(form) });
    const nameField = kind === "drawings" ? "title" : "name";
    const title = kind === "drawings" ? "Gato Reusado" : "Bichos Reusados";
    const renamedTitle = kind === "drawings" ? "Gatinho Reusado" : "Bichinhos Reusados";

    it(`${kind}: a slug reused after a rename never touches the first row's files`, async () => {
      const first = await create(title, fileOf(await fixtures.png(200, 300), "a.png"));
      const slug = first.slug;
      const firstFiles = await snapshot(first.imageUrl);
      expect(firstFiles.every((bytes) => bytes !== null)).toBe(true);

      const renamed = await patch(first.id, { [nameField]: renamedTitle });
      expect(renamed.body.slug).not.toBe(slug);
      expect(renamed.body.imageUrl).toBe(first.imageUrl);

      // B takes A's old slug and uploads: new files of its own; A's are the same bytes.
      const second = await create(title, fileOf(await fixtures.jpeg(), "b.jpg"));
      expect(second.slug).toBe(slug);
      expectNamedAfter(second.imageUrl, kind, slug);
      expect(storedPath(second.imageUrl)).not.toBe(storedPath(first.imageUrl));
      await expectStoredVariants(context(), second.imageUrl);
      expect(await snapshot(first.imageUrl)).toEqual(firstFiles);
      await expectServed(first.imageUrl);

      // Replacing B's image removes B's old files only.
      const replaced = await patch(second.id, { image: fileOf(fixtures.svg(), "c.svg") });
      expect(replaced.status).toBe(200);
      expectNamedAfter(replaced.body.imageUrl, kind, slug);
      await expectStoredVariants(context(), replaced.body.imageUrl);
      await expectNoStoredFiles(context(), second.imageUrl);
      expect(await snapshot(first.imageUrl)).toEqual(firstFiles);

      // Deleting B (then purging it from the Lixeira) removes B's files only.
      expect((await api(`/api/admin/${kind}/${second.id}`, { method: "DELETE" })).status).toBe(204);
      expect((await api(`/api/admin/trash/${second.id}`, { method: "DELETE" })).status).toBe(204);
      await expectNoStoredFiles(context(), replaced.body.imageUrl);
      expect(await snapshot(first.imageUrl)).toEqual(firstFiles);
      await expectServed(first.imageUrl);

      // A's rename flow gives names after its new slug, under the same scheme, and drops the old ones.
      const moved = await api(`/api/admin/${kind}/${first.id}/rename-image`, { method: "POST" });
      expect(moved.status).toBe(200);
      expectNamedAfter(moved.body.imageUrl, kind, renamed.body.slug);
      // The image files move as they are; a drawing's PDF is made anew, for its new address.
      const movedFiles = await snapshot(moved.body.imageUrl);
      expect(movedFiles.slice(0, 3)).toEqual(firstFiles.slice(0, 3));
      if (kind === "drawings") {
        const pdf = await PDFDocument.load(movedFiles[3] ?? new Uint8Array());
        expect(pdf.getTitle()).toBe(renamedTitle);
      }
      await expectNoStoredFiles(context(), first.imageUrl);
      await expectServed(moved.body.imageUrl);
    });
  }

  it("serves an inactive drawing's files to the administrator only, never cached by a CDN", async () => {
    const created = await api("/api/admin/drawings", {
      method: "POST",
      form: formOf({
        title: "Desenho Escondido",
        categoryId: category.id,
        active: "false",
        image: fileOf(await fixtures.png(), "e.png"),
      }),
    });
    expect(created.status).toBe(201);
    const { id, imageUrl } = created.body as { id: string; imageUrl: string };
    const paths = variantPaths(imageUrl);
    // Full, card, social card, PDF and the colouring region map.
    expect(paths).toHaveLength(5);

    for (const path of paths) {
      const visitor = await storage(path);
      expect([path, visitor.status, visitor.headers["cache-control"]]).toEqual([path, 404, "no-store"]);
      const admin = await storage(path, "admin");
      expect([path, admin.status, admin.headers["cache-control"]]).toEqual([path, 200, "private, no-store"]);
    }
    expect((await storage(paths[0] ?? "", "admin")).headers["content-type"]).toBe("image/webp");
    expect((await storage(paths[4] ?? "", "admin")).headers["content-type"]).toBe("application/octet-stream");

    await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ active: "true" }) });
    for (const path of paths) {
      const visitor = await storage(path);
      expect([path, visitor.status, visitor.headers["cache-control"]]).toEqual([path, 200, "public, max-age=31536000"]);
    }

    await api(`/api/admin/drawings/${id}`, { method: "PATCH", form: formOf({ active: "false" }) });
    for (const path of paths) expect([path, (await storage(path)).status]).toEqual([path, 404]);
    expect((await storage(paths[0] ?? "", "admin")).status).toBe(200);
  });

  it("serves files no row shows (leftovers, pending uploads) to the administrator only", async () => {
    const { db, storageKind } = context();
    const created = (
      await api("/api/admin/drawings", {
        method: "POST",
        form: formOf({ title: "Sem Dono", categoryId: category.id, image: fileOf(await fixtures.png(), "s.png") }),
      })
    ).body as { id: string; imageUrl: string };
    const path = storedPath(created.imageUrl);
    expect((await storage(path)).status).toBe(200);
    if (db && storageKind === "local") {
      // The row lets go of its image without removing the files: a leftover, as a failed removal leaves.
      await db.db.updateTable("drawings").set({ image_url: null }).where("id", "=", created.id).execute();
      expect(await context().readStored(path)).not.toBeNull();
      expect((await storage(path)).status).toBe(404);
      expect((await storage(path, "admin")).status).toBe(200);
    }
    expect((await storage("drawings-to-publish/qualquer.png")).status).toBe(404);
    expect((await storage("drawings/nao-existe-0a1b2c3d.webp", "admin")).status).toBe(404);
    expect((await storage("drawings/..%2F..%2Fetc%2Fpasswd.webp")).status).toBe(404);
  });

  it("keeps category images public", async () => {
    const created = (
      await api("/api/admin/categories", {
        method: "POST",
        form: formOf({ name: "Categoria Publica", image: fileOf(await fixtures.png(), "p.png") }),
      })
    ).body as { imageUrl: string };
    for (const path of variantPaths(created.imageUrl)) {
      const visitor = await storage(path);
      expect([path, visitor.status, visitor.headers["cache-control"]]).toEqual([path, 200, "public, max-age=31536000"]);
    }
  });
}

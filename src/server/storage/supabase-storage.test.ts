import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StorageServer, startStorageServer } from "../../../tests/support/storage-server.ts";
import type { Storage } from "./storage.ts";
import { createSupabaseStorage } from "./supabase-storage.ts";

describe("SupabaseStorage (against a local Storage REST server)", () => {
  let server: StorageServer;
  let storage: Storage;

  beforeAll(async () => {
    server = await startStorageServer();
    storage = createSupabaseStorage({ url: server.url, serviceRoleKey: server.key });
  });

  afterAll(async () => {
    await server.close();
  });

  it("uploads with upsert, the content type and a one-year cache into the drawings bucket", async () => {
    await storage.put("drawings/gato.webp", new Uint8Array([1, 2, 3]), {
      contentType: "image/webp",
      cacheControlSeconds: 31_536_000,
    });
    await storage.put("drawings/gato.webp", new Uint8Array([4, 5]), { contentType: "image/webp" });
    const upload = server.requests.findLast((request) => request.method === "POST");
    expect(upload?.path).toBe("/storage/v1/object/drawings/drawings/gato.webp");
    expect(upload?.headers["x-upsert"]).toBe("true");
    expect(upload?.headers.authorization).toBe(`Bearer ${server.key}`);
    const stored = server.objects.get("drawings/drawings/gato.webp");
    expect(stored && [...stored.bytes]).toEqual([4, 5]);
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.cacheControl).toBe("max-age=31536000");
  });

  it("downloads what it stored, and null for a missing object", async () => {
    await storage.put("categories/animais.webp", new Uint8Array([9, 8, 7]), { contentType: "image/webp" });
    expect([...((await storage.get("categories/animais.webp")) ?? [])]).toEqual([9, 8, 7]);
    expect(await storage.get("categories/nada.webp")).toBeNull();
  });

  it("removes several paths in one request", async () => {
    await storage.put("blog-images/a.webp", new Uint8Array([1]), { contentType: "image/webp" });
    await storage.put("blog-images/b.webp", new Uint8Array([1]), { contentType: "image/webp" });
    await storage.remove(["blog-images/a.webp", "blog-images/b.webp"]);
    expect(server.objects.has("drawings/blog-images/a.webp")).toBe(false);
    expect(server.objects.has("drawings/blog-images/b.webp")).toBe(false);
    await storage.remove([]);
  });

  it("lists the files of a folder, without sub-folders, with paging", async () => {
    for (const name of ["c.png", "a.png", "b.png"]) {
      await storage.put(`drawings-to-publish/${name}`, new Uint8Array([1]), { contentType: "image/png" });
    }
    await storage.put("drawings-to-publish/sub/x.png", new Uint8Array([1]), { contentType: "image/png" });
    expect(await storage.list("drawings-to-publish")).toEqual([
      "drawings-to-publish/a.png",
      "drawings-to-publish/b.png",
      "drawings-to-publish/c.png",
    ]);
    expect(await storage.list("drawings-to-publish", { limit: 1, offset: 1 })).toEqual(["drawings-to-publish/b.png"]);
  });

  it("gives public URLs that resolve, and maps them back to paths", async () => {
    const url = storage.publicUrl("drawings/gato.webp");
    expect(url).toBe(`${server.url}/storage/v1/object/public/drawings/drawings/gato.webp`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(storage.pathFromUrl(url)).toBe("drawings/gato.webp");
    expect(storage.pathFromUrl(`${url}?v=abc`)).toBe("drawings/gato.webp");
  });

  it("maps only URLs of its own storage host and bucket", () => {
    expect(storage.pathFromUrl("https://elsewhere.example/storage/v1/object/public/drawings/drawings/gato.webp")).toBeNull();
    expect(storage.pathFromUrl(`${server.url}/other/drawings/gato.webp`)).toBeNull();
    expect(storage.pathFromUrl(`${server.url}/storage/v1/object/public/other-bucket/gato.webp`)).toBeNull();
    expect(storage.pathFromUrl(`${server.url}/storage/v1/object/public/drawings/../../etc/passwd`)).toBeNull();
    expect(storage.pathFromUrl("/storage/drawings/gato.webp")).toBeNull();
    expect(storage.pathFromUrl("not a url")).toBeNull();
  });

  it("refuses paths outside the known folders before any request", async () => {
    const before = server.requests.length;
    await expect(storage.put("../secret.webp", new Uint8Array([1]), { contentType: "image/webp" })).rejects.toThrow(/inválido/);
    await expect(storage.get("other/x.webp")).rejects.toThrow(/inválido/);
    expect(server.requests.length).toBe(before);
  });

  it("throws on server errors", async () => {
    server.failNext();
    await expect(storage.put("drawings/x.webp", new Uint8Array([1]), { contentType: "image/webp" })).rejects.toThrow(/upload/);
    server.failNext();
    await expect(storage.remove(["drawings/x.webp"])).rejects.toThrow(/remove/);
  });
});

import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StorageServer, startStorageServer } from "../support/storage-server.ts";

/**
 * The Storage stand-in holds to Supabase Storage's protocol as its own
 * client reads it: every call goes through supabase-js (and so storage-js),
 * the client production uses, and the assertions are on what that client
 * returns, data and errors alike. Where the stand-in and the client
 * disagreed, these would fail; the routes and bodies follow supabase/storage.
 */
describe("Supabase Storage stand-in, through supabase-js", () => {
  let server: StorageServer;
  let bucket: ReturnType<ReturnType<typeof createClient>["storage"]["from"]>;
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    server = await startStorageServer("service-role-contract");
    client = createClient(server.url, server.key, { auth: { persistSession: false, autoRefreshToken: false } });
    bucket = client.storage.from("drawings");
  });

  afterAll(async () => {
    await server.close();
  });

  const bytes = (...values: number[]) => new Uint8Array(values);

  it("uploads with upsert, the content type and the cache-control, and answers the path, id and full path", async () => {
    const first = await bucket.upload("drawings/gato.webp", bytes(1, 2, 3), {
      upsert: true,
      contentType: "image/webp",
      cacheControl: "31536000",
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ path: "drawings/gato.webp", id: expect.any(String), fullPath: "drawings/drawings/gato.webp" });
    const again = await bucket.upload("drawings/gato.webp", bytes(4, 5), { upsert: true, contentType: "image/webp" });
    expect(again.error).toBeNull();
    expect(again.data?.id).toBe(first.data?.id);
    const stored = server.objects.get("drawings/drawings/gato.webp");
    expect(stored && [...stored.bytes]).toEqual([4, 5]);
    expect(stored?.cacheControl).toBe("max-age=3600");
  });

  it("refuses to overwrite without upsert, with Supabase's duplicate error", async () => {
    await bucket.upload("drawings/unico.webp", bytes(1), { contentType: "image/webp" });
    const { data, error } = await bucket.upload("drawings/unico.webp", bytes(2), { contentType: "image/webp" });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      name: "StorageApiError",
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });
  });

  it("takes a Blob as multipart, as the client sends it, with its type and cache-control", async () => {
    const { error } = await bucket.upload("categories/animais.png", new Blob([bytes(9, 9)], { type: "image/png" }), {
      upsert: true,
      cacheControl: "60",
    });
    expect(error).toBeNull();
    expect(server.objects.get("drawings/categories/animais.png")).toMatchObject({
      contentType: "image/png",
      cacheControl: "max-age=60",
    });
  });

  it("replaces an existing object with update, and refuses to update a missing one", async () => {
    expect((await bucket.update("drawings/unico.webp", bytes(7), { contentType: "image/webp" })).error).toBeNull();
    expect([...(server.objects.get("drawings/drawings/unico.webp")?.bytes ?? [])]).toEqual([7]);
    const missing = await bucket.update("drawings/nao-existe.webp", bytes(7), { contentType: "image/webp" });
    expect(missing.error).toMatchObject({ status: 400, statusCode: "404", message: "Object not found" });
  });

  it("downloads an object, and answers a missing one with Supabase's not-found error", async () => {
    const { data, error } = await bucket.download("drawings/gato.webp");
    expect(error).toBeNull();
    expect(data?.type).toBe("image/webp");
    expect([...new Uint8Array((await data?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([4, 5]);
    const missing = await bucket.download("drawings/nada.webp");
    expect(missing.data).toBeNull();
    expect(missing.error).toMatchObject({ name: "StorageApiError", status: 400, statusCode: "404", message: "Object not found" });
  });

  it("gives public URLs that serve the object with its type and cache-control", async () => {
    await bucket.upload("drawings/publico.webp", bytes(3, 1), {
      upsert: true,
      contentType: "image/webp",
      cacheControl: "31536000",
    });
    const { data } = bucket.getPublicUrl("drawings/publico.webp");
    expect(data.publicUrl).toBe(`${server.url}/storage/v1/object/public/drawings/drawings/publico.webp`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("max-age=31536000");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const missing = await fetch(`${server.url}/storage/v1/object/public/drawings/drawings/nada.webp`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    });
  });

  it("lists one folder level with limit, offset, search and sort, folders without ids", async () => {
    for (const name of ["c.png", "a.png", "b.png", "sub/x.png"]) {
      await bucket.upload(`drawings-to-publish/${name}`, bytes(1), { upsert: true, contentType: "image/png" });
    }
    const all = await bucket.list("drawings-to-publish");
    expect(all.error).toBeNull();
    expect(all.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["a.png", false],
      ["b.png", false],
      ["c.png", false],
      ["sub", true],
    ]);
    expect(all.data?.[0]?.metadata).toMatchObject({ size: 1, mimetype: "image/png" });
    const page = await bucket.list("drawings-to-publish", { limit: 2, offset: 1, sortBy: { column: "name", order: "desc" } });
    expect(page.data?.map((entry) => entry.name)).toEqual(["c.png", "b.png"]);
    const searched = await bucket.list("drawings-to-publish", { search: "b" });
    expect(searched.data?.map((entry) => entry.name)).toEqual(["b.png"]);
    expect((await bucket.list("nenhuma-pasta")).data).toEqual([]);
  });

  it("removes several objects in one request and answers the removed ones only", async () => {
    await bucket.upload("blog-images/a.webp", bytes(1), { upsert: true, contentType: "image/webp" });
    await bucket.upload("blog-images/b.webp", bytes(1), { upsert: true, contentType: "image/webp" });
    const { data, error } = await bucket.remove(["blog-images/a.webp", "blog-images/b.webp", "blog-images/nunca.webp"]);
    expect(error).toBeNull();
    expect(data?.map((object) => object.name).sort()).toEqual(["blog-images/a.webp", "blog-images/b.webp"]);
    expect(server.objects.has("drawings/blog-images/a.webp")).toBe(false);
  });

  it("answers a wrong key, an unknown bucket and a server failure as Supabase does", async () => {
    const stranger = createClient(server.url, "not-the-service-key", { auth: { persistSession: false } }).storage.from(
      "drawings",
    );
    expect((await stranger.download("drawings/gato.webp")).error).toMatchObject({ status: 400, statusCode: "400" });
    const other = await client.storage.from("outro-balde").upload("x.webp", bytes(1), { contentType: "image/webp" });
    expect(other.error).toMatchObject({ status: 400, statusCode: "404", message: "Bucket not found" });
    server.failNext(1);
    const failed = await bucket.download("drawings/gato.webp");
    expect(failed.error).toMatchObject({ status: 500, statusCode: "500" });
  });
});

describe("Supabase Storage stand-in: signed upload URLs, through supabase-js", () => {
  let server: StorageServer;

  beforeAll(async () => {
    server = await startStorageServer("service-role-signed");
  });

  afterAll(async () => {
    await server.close();
  });

  it("signs an upload with the key, takes the file with the token alone, once, and refuses a wrong token", async () => {
    const owner = createClient(server.url, server.key, { auth: { persistSession: false } }).storage.from("drawings");
    const signed = await owner.createSignedUploadUrl("uploads/abc/gato.png");
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toMatch(
      new RegExp(`^${server.url}/storage/v1/object/upload/sign/drawings/uploads/abc/gato\\.png\\?token=`),
    );
    // A browser holds no key: anyone with the URL may put that one file.
    const browser = createClient(server.url, "public-anon-key", { auth: { persistSession: false } }).storage.from("drawings");
    const wrong = await browser.uploadToSignedUrl("uploads/abc/gato.png", "not-the-token", new Uint8Array([1]), {
      contentType: "image/png",
    });
    expect(wrong.error).toMatchObject({ status: 400, statusCode: "400" });
    const put = await browser.uploadToSignedUrl("uploads/abc/gato.png", signed.data?.token ?? "", new Uint8Array([7, 7]), {
      contentType: "image/png",
    });
    expect(put.error).toBeNull();
    expect(put.data).toEqual({ path: "uploads/abc/gato.png", fullPath: "drawings/uploads/abc/gato.png" });
    expect(server.objects.get("drawings/uploads/abc/gato.png")?.contentType).toBe("image/png");
    const replay = await browser.uploadToSignedUrl("uploads/abc/gato.png", signed.data?.token ?? "", new Uint8Array([9]), {
      contentType: "image/png",
    });
    expect(replay.error).not.toBeNull();
    // Browsers reach it from the site's pages: CORS answers any origin.
    const preflight = await fetch(`${server.url}/storage/v1/object/upload/sign/drawings/uploads/x.png`, {
      method: "OPTIONS",
      headers: { origin: "https://rabisco.example", "access-control-request-method": "PUT" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT");
  });
});

import type { APIRoute } from "astro";
import { getSessionUser } from "#src/server/auth/auth.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import { audienceOf } from "#src/server/storage/audience.ts";
import {
  assertStoragePath,
  getStorage,
  InvalidStoragePathError,
  UPLOAD_CACHE_CONTROL_SECONDS,
} from "#src/server/storage/index.ts";

/**
 * Serves stored images at stable URLs: to everybody while a visible row shows
 * them, otherwise (an inactive drawing's files, leftovers, pending uploads)
 * to a signed-in administrator only, never cached by a CDN
 * (src/server/storage/audience.ts).
 */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  // A drawing's region map (src/server/colouring/region-file.ts), for the colouring screen.
  bin: "application/octet-stream",
};

// Not cached: the same URL answers differently once the drawing is active again.
const notFound = () => new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });

export const GET: APIRoute = async ({ params, request }) => {
  const path = params.path ?? "";
  const type = CONTENT_TYPES[path.split(".").pop()?.toLowerCase() ?? ""];
  if (!type) return notFound();
  try {
    const storage = getStorage();
    const audience = await audienceOf((await contentDeps()).db, storage, assertStoragePath(path));
    if (audience === "admin" && !(await getSessionUser(request.headers))) return notFound();
    const bytes = await storage.get(path);
    if (!bytes) return notFound();
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": type,
        "cache-control": audience === "public" ? `public, max-age=${UPLOAD_CACHE_CONTROL_SECONDS}` : "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof InvalidStoragePathError) return notFound();
    throw error;
  }
};

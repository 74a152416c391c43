import type { APIRoute } from "astro";
import { getStorage, InvalidStoragePathError, UPLOAD_CACHE_CONTROL_SECONDS } from "../../server/storage/index.ts";

/** Serves locally stored images (the embedded default's bucket) at stable URLs. */
const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

export const GET: APIRoute = async ({ params }) => {
  const path = params.path ?? "";
  const type = CONTENT_TYPES[path.split(".").pop()?.toLowerCase() ?? ""];
  if (!type) return new Response("Not found", { status: 404 });
  try {
    const bytes = await getStorage().get(path);
    if (!bytes) return new Response("Not found", { status: 404 });
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": type,
        "cache-control": `public, max-age=${UPLOAD_CACHE_CONTROL_SECONDS}`,
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof InvalidStoragePathError) return new Response("Not found", { status: 404 });
    throw error;
  }
};

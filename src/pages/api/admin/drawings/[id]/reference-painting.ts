import { referencePaintingSchema } from "#src/lib/activities/reference-painting.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { contentDeps } from "#src/server/content/deps.ts";
import {
  adminReferencePainting,
  removeReferencePainting,
  replaceReferencePainting,
} from "#src/server/content/reference-paintings.ts";
import { json } from "#src/server/http/json.ts";

/**
 * A drawing's reference painting (issue 48): GET it (null when none), PUT a
 * new one (`{ points: [[x, y, 0xRRGGBB], ...] }`, from the colouring screen's
 * 'Salvar como referência'), DELETE it.
 */
export const GET = adminRoute({}, async ({ params }) => json(await adminReferencePainting(await contentDeps(), params.id ?? "")));

export const PUT = adminRoute({ json: referencePaintingSchema }, async ({ params, body }) =>
  json(await replaceReferencePainting(await contentDeps(), params.id ?? "", body.points)),
);

export const DELETE = adminRoute({}, async ({ params }) => {
  await removeReferencePainting(await contentDeps(), params.id ?? "");
  return new Response(null, { status: 204 });
});

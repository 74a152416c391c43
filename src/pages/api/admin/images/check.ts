import { imageCheckSchema } from "#src/lib/admin-contracts/schemas.ts";
import { adminRoute } from "#src/server/admin/guard.ts";
import { checkImage } from "#src/server/admin/image-check.ts";
import { json } from "#src/server/http/json.ts";

/** POST (multipart `file`, `kind`): `{ ok, type, width, height }`, or the upload's 413/415/422. */
export const POST = adminRoute({ form: imageCheckSchema }, async ({ body }) => json(await checkImage(body.file, body.kind)));

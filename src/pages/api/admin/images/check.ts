import { adminRoute } from "../../../../server/admin/guard.ts";
import { checkImage } from "../../../../server/admin/image-check.ts";
import { imageCheckSchema } from "../../../../server/admin/schemas.ts";
import { json } from "../../../../server/http/json.ts";

/** POST (multipart `file`, `kind`): `{ ok, type, width, height }`, or the upload's 413/415/422. */
export const POST = adminRoute({ form: imageCheckSchema }, async ({ body }) => json(await checkImage(body.file, body.kind)));

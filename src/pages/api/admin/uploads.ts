import { z } from "zod";
import { API } from "#src/lib/admin-contracts/messages.ts";
import { createDirectUpload } from "#src/server/admin/direct-uploads.ts";
import { adminRoute, noContent } from "#src/server/admin/guard.ts";
import { json } from "#src/server/http/json.ts";
import { getStorage } from "#src/server/storage/index.ts";

const directUploadSchema = z.object({
  fileName: z.string({ error: API.badBody }).min(1, API.badBody).max(255, API.badBody),
  size: z.number({ error: API.badBody }).int(API.badBody).nonnegative(API.badBody),
});

/**
 * POST (JSON `{ fileName, size }`): where the browser may put one big file
 * straight into storage, `{ path, url }` (src/server/admin/direct-uploads.ts);
 * 204 where the storage takes files only through the server (send it in the form).
 */
export const POST = adminRoute({ json: directUploadSchema }, async ({ body }) => {
  const upload = await createDirectUpload(getStorage(), body);
  return upload ? json(upload) : noContent();
});

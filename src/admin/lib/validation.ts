import type { z } from "zod";

/**
 * The forms' side of validation. The schemas and their Portuguese messages
 * are the admin contracts' (src/lib/admin-contracts/schemas.ts), shared with
 * the server; here a failure becomes one message per field, the first found,
 * which is what the forms display, whether it came from the schema in the
 * browser or from the server's 422.
 */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<T> };

export function validateForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  values: unknown,
): ValidationResult<z.infer<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.infer<Schema>> };
}

/**
 * Field messages from a 422 body's `issues` (`{ path, message }`, the path a
 * dotted string such as "tags.0" or an array), for the fields a form knows.
 */
export function issuesToFieldErrors<T>(issues: unknown, fields: readonly (keyof T & string)[]): FieldErrors<T> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(issues)) return errors as FieldErrors<T>;
  for (const issue of issues) {
    if (!issue || typeof issue !== "object") continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path[0] : typeof path === "string" ? path.split(".")[0] : undefined;
    if (typeof field !== "string" || typeof message !== "string") continue;
    if ((fields as readonly string[]).includes(field) && !(field in errors)) errors[field] = message;
  }
  return errors as FieldErrors<T>;
}

/**
 * What a refused save says about a form with an image field: its fields'
 * messages (422) and the image's (422 on `image`, 413 too large, 415 not an
 * image). Null for any other failure: the form shows the generic toast.
 */
export function refusedSave<T>(
  error: { status: number; message: string; issues?: unknown } | null,
  fields: readonly (keyof T & string)[],
): { fields: FieldErrors<T>; image: string | undefined } | null {
  if (!error) return null;
  if (error.status === 413 || error.status === 415) return { fields: {}, image: error.message };
  if (error.status !== 422) return null;
  const { image, ...rest } = issuesToFieldErrors<T & { image: unknown }>(error.issues, [...fields, "image"]);
  return { fields: rest as FieldErrors<T>, image };
}

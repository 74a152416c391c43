import { z } from "zod";

// The admin runs under a Content-Security-Policy without eval
// (docs/decisions/0010-security-headers.md): without this, zod probes for
// eval with `new Function("")`, which the browser reports as a violation
// even though zod copes with the refusal.
z.config({ jitless: true });

/**
 * Form rules of the spec (section 5), one schema per form, with the spec's
 * Portuguese messages. `validateForm` turns a failure into one message per
 * field, the first found, which is what the forms display.
 */
export const loginSchema = z.object({
  email: z.string().trim().min(1, "O e-mail é obrigatório").pipe(z.email("Informe um e-mail válido")),
  password: z.string().min(1, "A senha é obrigatória"),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** The server's limits (src/server/admin/schemas.ts), checked here first with the same messages. */
export const TITLE_MAX = 200;
export const NAME_MAX = 150;
export const DESCRIPTION_MAX = 10_000;
export const TAG_MAX = 60;

const description = z.string().trim().max(DESCRIPTION_MAX, `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres`);

export const drawingFormSchema = z.object({
  title: z.string().trim().min(1, "O título é obrigatório").max(TITLE_MAX, `O título deve ter no máximo ${TITLE_MAX} caracteres`),
  categoryId: z.string().trim().min(1, "Selecione uma categoria"),
  description,
  tags: z.array(z.string().trim().min(1)),
  active: z.boolean(),
});
export type DrawingFormValues = z.infer<typeof drawingFormSchema>;

export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, "O nome é obrigatório").max(NAME_MAX, `O nome deve ter no máximo ${NAME_MAX} caracteres`),
  description,
});
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

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

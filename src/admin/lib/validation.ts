import { z } from "zod";

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

export const drawingFormSchema = z.object({
  title: z.string().trim().min(1, "O título é obrigatório"),
  categoryId: z.string().trim().min(1, "Selecione uma categoria"),
  description: z.string().trim(),
  tags: z.array(z.string().trim().min(1)),
  active: z.boolean(),
});
export type DrawingFormValues = z.infer<typeof drawingFormSchema>;

export const categoryFormSchema = z.object({
  name: z.string().trim().min(1, "O nome é obrigatório"),
  description: z.string().trim(),
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

/** Field messages from a 422 body's `issues` (zod-shaped: `{ path, message }`), for the fields a form knows. */
export function issuesToFieldErrors<T>(issues: unknown, fields: readonly (keyof T & string)[]): FieldErrors<T> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(issues)) return errors as FieldErrors<T>;
  for (const issue of issues) {
    if (!issue || typeof issue !== "object") continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? path[0] : path;
    if (typeof field !== "string" || typeof message !== "string") continue;
    if ((fields as readonly string[]).includes(field) && !(field in errors)) errors[field] = message;
  }
  return errors as FieldErrors<T>;
}

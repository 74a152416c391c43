import { z } from "zod";
import { MESSAGES } from "./errors.ts";

/**
 * What every admin endpoint accepts, with the messages the administrator
 * reads. Forms arrive as multipart/form-data, so every field is a string
 * (or a File) and is converted here.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NAME_MAX = 150;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const TAG_MAX = 60;
export const TAGS_MAX = 50;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const name = requiredText("O nome é obrigatório", NAME_MAX, `O nome deve ter no máximo ${NAME_MAX} caracteres`);
const title = requiredText("O título é obrigatório", TITLE_MAX, `O título deve ter no máximo ${TITLE_MAX} caracteres`);

/** Optional text: blank becomes null (no description). */
const description = z
  .string({ error: "Descrição inválida" })
  .max(DESCRIPTION_MAX, `A descrição deve ter no máximo ${DESCRIPTION_MAX} caracteres`)
  .transform((value) => (value.trim() === "" ? null : value.trim()));

const categoryId = z.string({ error: MESSAGES.selectCategory }).trim().regex(UUID, MESSAGES.selectCategory);

const flag = (label: string) =>
  z
    .enum(["true", "false"], { error: `Valor inválido para ${label}: envie true ou false` })
    .transform((value) => value === "true");

const TAGS_MESSAGE = "Tags inválidas: envie uma lista JSON de textos";

/** A JSON array of strings; trimmed, blanks dropped, duplicates removed (case-sensitive), order kept. */
const tags = z
  .string({ error: TAGS_MESSAGE })
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: TAGS_MESSAGE });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.string({ error: TAGS_MESSAGE }).max(TAG_MAX, `Cada tag deve ter no máximo ${TAG_MAX} caracteres`), {
        error: TAGS_MESSAGE,
      })
      .max(TAGS_MAX, `Envie no máximo ${TAGS_MAX} tags`),
  )
  .transform((list) => [...new Set(list.map((tag) => tag.trim()).filter((tag) => tag !== ""))]);

const image = z.file({ error: "Envie a imagem como arquivo" });

export const categoryCreateSchema = z.object({
  name,
  description: description.optional(),
  image: image.optional(),
});

export const categoryUpdateSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  image: image.optional(),
  removeImage: flag("removeImage").optional(),
});

export const drawingCreateSchema = z.object({
  title,
  categoryId,
  description: description.optional(),
  tags: tags.optional(),
  active: flag("ativo").default(true),
  image: image.optional(),
});

export const drawingUpdateSchema = z.object({
  title: title.optional(),
  categoryId: categoryId.optional(),
  description: description.optional(),
  tags: tags.optional(),
  active: flag("ativo").optional(),
  image: image.optional(),
  removeImage: flag("removeImage").optional(),
});

const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const drawingListQuerySchema = z.object({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(200, "A busca deve ter no máximo 200 caracteres").optional()),
  categoryId: z.preprocess(blankAsUndefined, z.string().regex(UUID, "Categoria inválida").optional()),
  status: z.preprocess(
    blankAsUndefined,
    z.enum(["all", "active", "inactive"], { error: "Status inválido: use all, active ou inactive" }).default("all"),
  ),
  page: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "Página inválida" })
      .int("Página inválida")
      .min(1, "Página inválida")
      .max(100_000, "Página inválida")
      .default(1),
  ),
  limit: z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: "Limite inválido" })
      .int("Limite inválido")
      .min(1, "O limite deve estar entre 1 e 100")
      .max(100, "O limite deve estar entre 1 e 100")
      .default(10),
  ),
});

export const imageCheckSchema = z.object({
  file: z.file({ error: "Selecione um arquivo de imagem" }),
  kind: z.enum(["drawing", "category", "article"], { error: "Tipo de imagem inválido: use drawing, category ou article" }),
});

export type CategoryCreateInput = z.output<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;
export type DrawingCreateInput = z.output<typeof drawingCreateSchema>;
export type DrawingUpdateInput = z.output<typeof drawingUpdateSchema>;
export type DrawingListQuery = z.output<typeof drawingListQuerySchema>;

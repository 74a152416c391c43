import { z } from "zod";
import { DESCRIPTION_MAX } from "#src/lib/admin-contracts/limits.ts";
import { AI, API, CATEGORIES, DRAWINGS } from "#src/lib/admin-contracts/messages.ts";
import type { CategorySuggestion, DrawingSuggestion } from "#src/lib/admin-contracts/responses.ts";
import type { ReformulateCategoryInput, ReformulateDrawingInput } from "#src/lib/admin-contracts/schemas.ts";
import { AiCallError, type AiImage, generateStructured } from "#src/server/ai/client.ts";
import { renderPrompt } from "#src/server/ai/prompts.ts";
import { cleanAiDescription, normalizeAiTags } from "#src/server/ai/usage.ts";
import type { AiConfig } from "#src/server/config.ts";
import type { AiUsageKind } from "#src/server/db/schema.ts";
import { recordAiUsage } from "#src/server/repositories/ai-usage.ts";
import { getCategoryById } from "#src/server/repositories/categories.ts";
import { getDrawingById } from "#src/server/repositories/drawings.ts";
import { withoutQuery } from "#src/server/repositories/image-references.ts";
import type { Storage } from "#src/server/storage/index.ts";
import type { ContentDeps } from "../content/deps.ts";
import { storedFilesOf } from "../content/stored-images.ts";
import { DomainError, invalid, notFound } from "../errors.ts";

/**
 * The AI dialog's server side (spec section 2, "AI reformulate dialog";
 * docs/ai.md "AI assistance"): a new description (and, for drawings, tags) for a
 * row, from its own stored image. The image named in the request must be the
 * row's current image_url; the bytes are read from the project's storage
 * (the card-size variant when there is one) and sent inline: the server
 * never fetches a URL a request gave. Answers: 503 without AI configured,
 * 404 for an unknown row, 422 for an image that is not the row's own stored
 * one, 502 'Falha ao reformular. Tente novamente.' when the provider fails
 * (an HTTP error, a timeout, or two replies that do not fit the schema).
 */
export type AiDeps = ContentDeps & { ai: AiConfig | null };

const nonBlank = (max: number) =>
  z.string().refine((value) => value.trim() !== "" && value.length <= max, { message: "empty or too long" });

/** What the model must reply, with these exact field names (a strict json_schema). */
export const drawingReplySchema = z.object({ description: nonBlank(DESCRIPTION_MAX), tags: z.array(z.string()) });
export const categoryReplySchema = z.object({ description: nonBlank(DESCRIPTION_MAX) });

const MEDIA_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
};

export function requireAi(ai: AiConfig | null): AiConfig {
  if (!ai) throw new DomainError("unavailable", AI.notConfigured);
  return ai;
}

const imageMismatch = () => invalid(AI.imageMismatch, [{ path: "imageUrl", message: AI.imageMismatch }]);

/**
 * The bytes of the row's stored image, for the model: `requested` must name
 * the row's own image_url (a `?v=` version aside), and that URL must be one
 * of this storage's files; else 422 and nothing is read.
 */
async function storedImageForAi(storage: Storage, requested: string, rowImageUrl: string | null): Promise<AiImage> {
  if (!rowImageUrl || withoutQuery(requested) !== withoutQuery(rowImageUrl)) throw imageMismatch();
  const files = storedFilesOf(storage, rowImageUrl);
  if (!files) throw imageMismatch();
  const candidates = "single" in files ? [files.single] : [files.card, files.full];
  for (const path of candidates) {
    const mediaType = MEDIA_TYPES[path.slice(path.lastIndexOf(".") + 1).toLowerCase()];
    if (!mediaType) continue;
    const bytes = await storage.get(path);
    if (bytes) return { bytes, mediaType };
  }
  throw invalid(API.imageFileMissing, [{ path: "imageUrl", message: API.imageFileMissing }]);
}

async function run<S extends z.ZodType>(
  { db }: AiDeps,
  ai: AiConfig,
  call: { kind: AiUsageKind; schemaName: string; schema: S; prompt: string; image: AiImage },
): Promise<{ value: z.output<S>; cost: number }> {
  try {
    return await generateStructured(ai, { ...call, record: (usage) => recordAiUsage(db, usage) });
  } catch (error) {
    if (error instanceof AiCallError)
      throw new DomainError("upstream-failed", error.unstorable ? AI.unstorableReply : AI.reformulateError);
    throw error;
  }
}

export async function reformulateDrawing(deps: AiDeps, input: ReformulateDrawingInput): Promise<DrawingSuggestion> {
  const ai = requireAi(deps.ai);
  const drawing = await getDrawingById(deps.db, input.drawingId);
  if (!drawing) throw notFound(DRAWINGS.notFound);
  const image = await storedImageForAi(deps.storage, input.imageUrl, drawing.imageUrl);
  const prompt = renderPrompt("reformulate-drawing", {
    title: input.title.trim() || drawing.title,
    currentDescription: input.currentDescription.trim() || "(sem descrição)",
    currentTags: input.currentTags.length > 0 ? input.currentTags.join(", ") : "(nenhuma)",
  });
  const { value, cost } = await run(deps, ai, {
    kind: "reformulate-drawing",
    schemaName: "drawing_suggestion",
    schema: drawingReplySchema,
    prompt,
    image,
  });
  return { description: cleanAiDescription(value.description), tags: normalizeAiTags(value.tags), cost };
}

export async function reformulateCategory(deps: AiDeps, input: ReformulateCategoryInput): Promise<CategorySuggestion> {
  const ai = requireAi(deps.ai);
  const category = await getCategoryById(deps.db, input.categoryId);
  if (!category) throw notFound(CATEGORIES.notFound);
  const image = await storedImageForAi(deps.storage, input.imageUrl, category.imageUrl);
  const prompt = renderPrompt("reformulate-category", {
    title: input.title.trim() || category.name,
    currentDescription: input.currentDescription.trim() || "(sem descrição)",
  });
  const { value, cost } = await run(deps, ai, {
    kind: "reformulate-category",
    schemaName: "category_suggestion",
    schema: categoryReplySchema,
    prompt,
    image,
  });
  return { description: cleanAiDescription(value.description), cost };
}

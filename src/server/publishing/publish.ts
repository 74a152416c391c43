import { z } from "zod";
import { DESCRIPTION_MAX, TITLE_MAX } from "#src/lib/admin-contracts/limits.ts";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import type { PublishedDrawing, PublishResult } from "#src/lib/admin-contracts/responses.ts";
import { DIFFICULTY_TIERS } from "#src/lib/colouring/difficulty.ts";
import type { Category } from "#src/lib/domain.ts";
import { slugify } from "#src/lib/slug.ts";
import { drawingPath } from "#src/lib/urls.ts";
import { AiCallError, generateStructured } from "#src/server/ai/client.ts";
import { renderPrompt } from "#src/server/ai/prompts.ts";
import { type AiDeps, requireAi } from "#src/server/ai/reformulate.ts";
import { cleanAiDescription, cleanAiTitle, normalizeAiTags } from "#src/server/ai/usage.ts";
import type { AiConfig } from "#src/server/config.ts";
import { removeQuietly } from "#src/server/content/stored-images.ts";
import { DomainError, type DomainErrorKind } from "#src/server/errors.ts";
import { prepareUpload } from "#src/server/images/upload.ts";
import { recordAiUsage } from "#src/server/repositories/ai-usage.ts";
import { listCategories } from "#src/server/repositories/categories.ts";
import { createDrawing } from "#src/server/repositories/drawings.ts";
import {
  type ClaimedPendingDrawing,
  claimNextPendingDrawing,
  completePendingClaim,
  deletePendingDrawing,
  failPendingClaim,
  getAutoPublishMode,
} from "#src/server/repositories/pending-drawings.ts";
import { drawingImageOf, saveDrawingWithImage } from "../content/drawings.ts";
import { pendingPath } from "./pending.ts";

/**
 * Publishing one pending file (issue 13): claim the oldest one atomically,
 * render it through the drawing pipeline (WebP, card, social image, PDF),
 * ask the vision model for `{ title, category, tags, description, difficulty }`
 * (./prompts/publish-drawing.md, a strict json_schema), match the category
 * to an existing one (by slug or name, accents and case aside; none: the
 * drawing is saved inactive, without a category), strip any link from its
 * text, and save it inactive for review unless the screen's mode is 'live'
 * (auto_publish_settings), then in ONE transaction
 * delete the pending row (only while this claim holds it) and insert the
 * drawing with its image. The pending bytes go after the commit. So a crash
 * at any point leaves the pending row or the drawing, never both, never
 * neither. A failure releases the claim, counts the attempt and sets its
 * back-off; the AI call is recorded either way (ai_usage).
 */

/** What the model must reply, with these exact field names. */
export const publishReplySchema = z.object({
  title: z.string().refine((value) => value.trim() !== "", { message: "empty" }),
  category: z.string(),
  tags: z.array(z.string()),
  description: z.string().refine((value) => value.trim() !== "" && value.length <= DESCRIPTION_MAX, {
    message: "empty or too long",
  }),
  /**
   * How hard the drawing is to colour, in the model's eyes (issue 25): advice
   * shown to the administrator beside the tier computed from the image.
   * Required like every field: a strict json_schema must list every key as
   * required (OpenAI refuses the schema otherwise).
   */
  difficulty: z.enum(DIFFICULTY_TIERS),
});

/** A publication that failed for a reason the administrator can read ({ error, message }). */
export class PublishError extends DomainError {
  override name = "PublishError";
}

/** The first retry waits a minute, then 2, 4, 8... at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** The category the model named, matched by slug or name, accents and case aside; null when none fits. */
export function matchCategory<T extends Pick<Category, "name" | "slug">>(named: string, categories: readonly T[]): T | null {
  const key = slugify(named);
  if (key === "") return null;
  return categories.find((category) => category.slug === key || slugify(category.name) === key) ?? null;
}

/** The model's title as stored: without addresses, cut at a word within TITLE_MAX; "" when only an address was there. */
function cleanTitle(title: string): string {
  const clean = cleanAiTitle(title);
  return clean.length <= TITLE_MAX ? clean : clean.slice(0, TITLE_MAX).replace(/\s+\S*$/, "");
}

/** The categories as the prompt lists them, one per line. */
export function categoryList(categories: readonly Pick<Category, "name">[]): string {
  return categories.length > 0 ? categories.map((category) => `- ${category.name}`).join("\n") : "(nenhuma categoria cadastrada)";
}

type Failure = { kind: DomainErrorKind; reason: string; keepPending: boolean };

/** The pending file's image was refused (its bytes, not the save): kept pending, with the image's reason. */
class UnusableImage extends Error {
  override name = "UnusableImage";
}

function failureOf(error: unknown): Failure | null {
  if (error instanceof AiCallError) {
    return {
      kind: "upstream-failed",
      reason: error.unstorable ? PUBLISHING.aiUnstorable : PUBLISHING.aiFailed,
      keepPending: true,
    };
  }
  if (error instanceof UnusableImage) return { kind: "invalid", reason: PUBLISHING.imageFailed, keepPending: true };
  if (error instanceof MissingFileError) return { kind: "invalid", reason: PUBLISHING.fileMissing, keepPending: false };
  return null;
}

class MissingFileError extends Error {}
class LostClaimError extends Error {}

async function publishClaimed(deps: AiDeps, ai: AiConfig, claim: ClaimedPendingDrawing): Promise<PublishedDrawing> {
  const { db, storage } = deps;
  const bytes = await storage.get(pendingPath(claim.fileName));
  if (!bytes) throw new MissingFileError(claim.fileName);
  const prepared = await prepareUpload(bytes, "drawing").catch((error: unknown) => {
    throw error instanceof DomainError ? new UnusableImage(error.message) : error;
  });
  const categories = await listCategories(db);
  const { value, cost } = await generateStructured(ai, {
    kind: "publish-drawing",
    schemaName: "published_drawing",
    schema: publishReplySchema,
    prompt: renderPrompt("publish-drawing", { categories: categoryList(categories) }),
    image: { bytes: prepared.variants.full.bytes, mediaType: "image/webp" },
    record: (usage) => recordAiUsage(db, usage),
  });
  const title = cleanTitle(value.title);
  const description = cleanAiDescription(value.description);
  // A reply whose title or description was nothing but an address: the file stays pending, to be asked again.
  if (title === "" || description === "") throw new AiCallError("reply held only addresses");
  const category = matchCategory(value.category, categories);
  // 'review' (the default): model text goes live only once an administrator activates the drawing.
  const mode = await getAutoPublishMode(db);
  // Its hash was taken at upload (the duplicate check); its region map is made now, before the transaction.
  const image = await drawingImageOf(prepared, claim.imageHash ?? "");
  const drawing = await saveDrawingWithImage(
    { db, storage },
    {
      previousImageUrl: null,
      image,
      save: async (trx) => {
        if (!(await completePendingClaim(trx, claim))) throw new LostClaimError(claim.fileName);
        const created = await createDrawing(trx, {
          title,
          categoryId: category?.id ?? null,
          description,
          tags: normalizeAiTags(value.tags),
          active: category !== null && mode === "live",
          difficultyAi: value.difficulty,
        });
        return created;
      },
    },
  );
  // Committed: the file is published. Its pending bytes are a leftover now (the start-up sweep catches a failure here).
  await removeQuietly(storage, [pendingPath(claim.fileName)], "(published pending file)");
  return {
    id: drawing.id,
    title: drawing.title,
    slug: drawing.slug,
    category_name: category?.name ?? null,
    tags: drawing.tags,
    description: drawing.description ?? "",
    prompt_cost: cost,
    image_url: drawing.imageUrl ?? "",
    active: drawing.active,
    awaitingReview: category !== null && mode === "review",
    url: category && drawing.active ? drawingPath(category.slug, drawing.slug) : null,
  };
}

/**
 * Publishes the next pending file: the oldest one, or with `dueOnly` (the
 * scheduler) the oldest not in back-off. `{ drawing: null }` with 'Nenhum
 * desenho para publicar' when there is none. Throws 503 without AI (before
 * claiming anything) and a PublishError with the reason otherwise.
 */
export async function publishNextDrawing(
  deps: AiDeps,
  {
    dueOnly = false,
    now = () => new Date(),
    pendingId = null,
  }: {
    dueOnly?: boolean;
    now?: () => Date /** This file, not the oldest: the screen's 'Publicar este'. */;
    pendingId?: string | null;
  } = {},
): Promise<PublishResult> {
  const ai = requireAi(deps.ai);
  const claim = await claimNextPendingDrawing(deps.db, { dueOnly, now: now(), id: pendingId });
  if (!claim && pendingId) throw new PublishError("not-found", PUBLISHING.notFound);
  if (!claim) return { drawing: null, message: PUBLISHING.nothingToPublish };
  try {
    return { drawing: await publishClaimed(deps, ai, claim), message: PUBLISHING.published };
  } catch (error) {
    const failure = failureOf(error);
    if (failure && !failure.keepPending) {
      await deletePendingDrawing(deps.db, claim.id);
    } else {
      const reason = failure?.reason ?? (error as Error).message;
      await failPendingClaim(deps.db, claim, {
        error: reason,
        retryAfter: new Date(now().getTime() + retryDelayMs(claim.attempts + 1)),
      });
    }
    if (failure) throw new PublishError(failure.kind, failure.reason);
    throw error;
  }
}

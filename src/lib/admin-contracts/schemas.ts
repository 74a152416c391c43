import { MAX_DAYS_BEFORE, yearlyDateSchema } from "../calendar/yearly-date-schema.ts";
import { DIFFICULTY_TIERS } from "../colouring/difficulty.ts";
import { decimalDigitsOnly } from "../pagination.ts";
import { UUID_PATTERN } from "../uuid.ts";
import { z } from "../zod.ts";
import { IMAGE_KINDS } from "./images.ts";
import {
  ADMIN_PAGE_SIZE,
  COLLECTION_MAX_ARTICLES,
  COLLECTION_MAX_DRAWINGS,
  CONTENT_MAX,
  DESCRIPTION_MAX,
  DRAWING_COLLECTIONS_MAX,
  EXCERPT_MAX,
  LIST_LIMIT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  NAME_MAX,
  PAGE_MAX,
  SEARCH_MAX,
  TAG_MAX,
  TAGS_MAX,
  TITLE_MAX,
  TOPIC_MAX,
} from "./limits.ts";
import { AI, BULK, CATEGORIES, COLLECTIONS, FIELDS, GENERATOR, LIST_QUERY, LOGIN, PUBLISHING } from "./messages.ts";
import { normalizeTags } from "./tags.ts";

/**
 * What the admin API accepts and what the admin forms check, built from the
 * same field schemas so the server and the forms give the same Portuguese
 * messages (messages.ts) for the same limits (limits.ts).
 *
 * The requests arrive as multipart/form-data, so every field is a string (or
 * a File) and is converted here; `encodeFlag` and `encodeTags` are the other
 * half of those conversions, for the browser. The forms hold typed values
 * (a boolean, a list of tags) and validate them with the `...FormSchema`s.
 */

const UUID = UUID_PATTERN;

// ---------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const name = requiredText(FIELDS.nameRequired, NAME_MAX, FIELDS.nameTooLong);
const title = requiredText(FIELDS.titleRequired, TITLE_MAX, FIELDS.titleTooLong);
/**
 * Multipart encoding sends every line break as CRLF (the HTML form rule);
 * the texts are kept with the LF the textarea had, and measured that way, so
 * the limits mean the same on both sides.
 */
const withLf = (value: string) => value.replace(/\r\n?/g, "\n");
const multiline = (invalid: string) => z.string({ error: invalid }).transform(withLf);

const excerpt = multiline(FIELDS.excerptRequired).pipe(requiredText(FIELDS.excerptRequired, EXCERPT_MAX, FIELDS.excerptTooLong));

/** Markdown, kept as typed (leading spaces mean something in markdown) but for the line breaks. */
const content = multiline(FIELDS.contentInvalid).pipe(z.string().max(CONTENT_MAX, FIELDS.contentTooLong));

/** The SEO fields' lengths are checked as typed, before trimming. */
const metaTitleText = z.string({ error: FIELDS.metaTitleInvalid }).max(META_TITLE_MAX, FIELDS.metaTitleTooLong);
const metaDescriptionText = multiline(FIELDS.metaDescriptionInvalid).pipe(
  z.string().max(META_DESCRIPTION_MAX, FIELDS.metaDescriptionTooLong),
);

/** The length is checked as typed, before trimming. */
const descriptionText = z.string({ error: FIELDS.descriptionInvalid }).max(DESCRIPTION_MAX, FIELDS.descriptionTooLong);

/** The list of tags, each checked as typed, then put under the tag rule (tags.ts). */
const tagList = z
  .array(z.string({ error: FIELDS.tagsInvalid }).max(TAG_MAX, FIELDS.tagTooLong), { error: FIELDS.tagsInvalid })
  .max(TAGS_MAX, FIELDS.tooManyTags)
  .transform(normalizeTags);

// ---------------------------------------------------------------------------
// Requests (multipart fields)
// ---------------------------------------------------------------------------

/** Optional text: blank becomes null (none). */
const blankAsNull = (value: string) => (value.trim() === "" ? null : value.trim());
const description = descriptionText.transform(blankAsNull);
const metaTitle = metaTitleText.transform(blankAsNull);
const metaDescription = metaDescriptionText.transform(blankAsNull);

const categoryId = z.string({ error: FIELDS.selectCategory }).trim().regex(UUID, FIELDS.selectCategory);

const flag = (field: string) =>
  z.enum(["true", "false"], { error: FIELDS.flagInvalid(field) }).transform((value) => value === "true");

export function encodeFlag(value: boolean): "true" | "false" {
  return value ? "true" : "false";
}

/** A form field holding JSON (a list a form cannot repeat as fields), read, then checked by `schema`. */
function jsonField<T extends z.ZodType>(invalid: string, schema: T) {
  return z
    .string({ error: invalid })
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A JSON array of strings. */
const tags = jsonField(FIELDS.tagsInvalid, tagList);

export function encodeTags(list: readonly string[]): string {
  return JSON.stringify(list);
}

const image = z.file({ error: FIELDS.imageNotFile });

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

/** The difficulty level a drawing's form sends: a tier chosen by hand, or "auto" for the one computed from its image. */
export const DIFFICULTY_CHOICES = ["auto", ...DIFFICULTY_TIERS] as const;
export type DifficultyChoice = (typeof DIFFICULTY_CHOICES)[number];
const difficulty = z.enum(DIFFICULTY_CHOICES, { error: FIELDS.difficultyInvalid });

/** The collections a drawing is in, all of them: a JSON array of ids, saved with the drawing in its one request. */
/** A list of drawing, article or collection ids, at most `max`. */
const idList = (max: number, tooMany: string) =>
  z.array(z.string().regex(UUID, COLLECTIONS.itemInvalid), { error: COLLECTIONS.itemInvalid }).max(max, tooMany);

const collectionIds = jsonField(COLLECTIONS.itemInvalid, idList(DRAWING_COLLECTIONS_MAX, COLLECTIONS.itemInvalid));

export function encodeIds(ids: readonly string[]): string {
  return JSON.stringify(ids);
}

export const drawingCreateSchema = z.object({
  title,
  categoryId,
  description: description.optional(),
  tags: tags.optional(),
  active: flag("ativo").default(true),
  image: image.optional(),
  difficulty: difficulty.optional(),
  collectionIds: collectionIds.optional(),
});

export const drawingUpdateSchema = z.object({
  title: title.optional(),
  categoryId: categoryId.optional(),
  description: description.optional(),
  tags: tags.optional(),
  active: flag("ativo").optional(),
  image: image.optional(),
  removeImage: flag("removeImage").optional(),
  difficulty: difficulty.optional(),
  collectionIds: collectionIds.optional(),
});

/**
 * An article as the editor sends it. The slug is never sent: the server
 * derives it from the title, and the status changes only through publish and
 * unpublish (a new article is a draft).
 */
export const articleCreateSchema = z.object({
  title,
  excerpt,
  content: content.optional(),
  metaTitle: metaTitle.optional(),
  metaDescription: metaDescription.optional(),
  tags: tags.optional(),
  isFeatured: flag("isFeatured").default(false),
  image: image.optional(),
});

export const articleUpdateSchema = z.object({
  title: title.optional(),
  excerpt: excerpt.optional(),
  content: content.optional(),
  metaTitle: metaTitle.optional(),
  metaDescription: metaDescription.optional(),
  tags: tags.optional(),
  isFeatured: flag("isFeatured").optional(),
  image: image.optional(),
  removeImage: flag("removeImage").optional(),
});

/** DELETE /api/admin/categories/{id}?moveTo={id}: where its drawings go (needed when it has any). */
export const categoryDeleteQuerySchema = z.object({
  moveTo: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().regex(UUID, CATEGORIES.moveTargetInvalid).optional(),
  ),
});

export const DRAWING_STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type DrawingStatusFilter = (typeof DRAWING_STATUS_FILTERS)[number];

/** The drawings list's level filter (`?level=`): every drawing, one level shown, or those without a level yet. */
export const DRAWING_LEVEL_FILTERS = ["all", ...DIFFICULTY_TIERS, "none"] as const;
export type DrawingLevelFilter = (typeof DRAWING_LEVEL_FILTERS)[number];
const levelFilter = z.enum(DRAWING_LEVEL_FILTERS, { error: LIST_QUERY.levelInvalid }).default("all");

/** The columns the drawings list sorts by (`?sort=`), and the two directions (`?order=`). */
export const DRAWING_SORT_FIELDS = ["created_at", "title", "slug", "category", "level", "active", "views", "downloads"] as const;
export type DrawingSortKey = (typeof DRAWING_SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_ORDERS)[number];

const blankAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A whole number from 1 to `max` in decimal digits, `fallback` when absent or blank. */
const wholeNumber = (invalid: string, outOfRange: string, max: number, fallback: number) =>
  z.preprocess(
    (value) => decimalDigitsOnly(blankAsUndefined(value)),
    z.number({ error: invalid }).int(invalid).min(1, outOfRange).max(max, outOfRange).default(fallback),
  );

export const drawingListQuerySchema = z.object({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(SEARCH_MAX, LIST_QUERY.searchTooLong).optional()),
  categoryId: z.preprocess(blankAsUndefined, z.string().regex(UUID, LIST_QUERY.categoryInvalid).optional()),
  status: z.preprocess(blankAsUndefined, z.enum(DRAWING_STATUS_FILTERS, { error: LIST_QUERY.statusInvalid }).default("all")),
  level: z.preprocess(blankAsUndefined, levelFilter),
  sort: z.preprocess(blankAsUndefined, z.enum(DRAWING_SORT_FIELDS, { error: LIST_QUERY.sortInvalid }).default("created_at")),
  order: z.preprocess(blankAsUndefined, z.enum(SORT_ORDERS, { error: LIST_QUERY.orderInvalid }).default("desc")),
  page: wholeNumber(LIST_QUERY.pageInvalid, LIST_QUERY.pageInvalid, PAGE_MAX, 1),
  limit: wholeNumber(LIST_QUERY.limitInvalid, LIST_QUERY.limitOutOfRange, LIST_LIMIT_MAX, ADMIN_PAGE_SIZE),
});

export const ARTICLE_STATUS_FILTERS = ["all", "draft", "published", "archived"] as const;
export type ArticleStatusFilter = (typeof ARTICLE_STATUS_FILTERS)[number];

/** The article list: search over title, excerpt and tags, ignoring case and accents; status exact. */
export const articleListQuerySchema = z.object({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(SEARCH_MAX, LIST_QUERY.searchTooLong).optional()),
  status: z.preprocess(
    blankAsUndefined,
    z.enum(ARTICLE_STATUS_FILTERS, { error: LIST_QUERY.articleStatusInvalid }).default("all"),
  ),
  page: wholeNumber(LIST_QUERY.pageInvalid, LIST_QUERY.pageInvalid, PAGE_MAX, 1),
  limit: wholeNumber(LIST_QUERY.limitInvalid, LIST_QUERY.limitOutOfRange, LIST_LIMIT_MAX, ADMIN_PAGE_SIZE),
});

export const imageCheckSchema = z.object({
  file: z.file({ error: FIELDS.imageFileRequired }),
  kind: z.enum(IMAGE_KINDS, { error: FIELDS.imageKindInvalid }),
});

/** POST /api/admin/pending-drawings: one or more image files in `files` (at most 20 a request). */
export const PENDING_UPLOAD_FILES_MAX = 20;
export const pendingUploadSchema = z.object({
  files: z
    .union([z.file({ error: PUBLISHING.noFiles }), z.array(z.file({ error: PUBLISHING.noFiles }))], { error: PUBLISHING.noFiles })
    .transform((files) => (Array.isArray(files) ? files : [files]))
    .pipe(z.array(z.file()).min(1, PUBLISHING.noFiles).max(PENDING_UPLOAD_FILES_MAX, PUBLISHING.tooManyFiles)),
});

// AI reformulation (JSON bodies). The image must be the row's own stored
// image (checked by the server), so the id travels with it.
const itemId = z.string({ error: AI.itemInvalid }).trim().regex(UUID, AI.itemInvalid);
const aiImageUrl = z.string({ error: AI.imageRequired }).trim().min(1, AI.imageRequired).max(2_000, AI.imageMismatch);
const aiText = (max: number, tooLong: string) => z.string({ error: FIELDS.descriptionInvalid }).max(max, tooLong);

export const reformulateDrawingSchema = z.object({
  drawingId: itemId,
  imageUrl: aiImageUrl,
  currentDescription: aiText(DESCRIPTION_MAX, FIELDS.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ""),
  currentTags: z
    .array(z.string({ error: FIELDS.tagsInvalid }).max(TAG_MAX, FIELDS.tagTooLong), { error: FIELDS.tagsInvalid })
    .max(TAGS_MAX, FIELDS.tooManyTags)
    .default([]),
  title: aiText(TITLE_MAX, FIELDS.titleTooLong).default(""),
});

export const reformulateCategorySchema = z.object({
  categoryId: itemId,
  imageUrl: aiImageUrl,
  currentDescription: aiText(DESCRIPTION_MAX, FIELDS.descriptionTooLong)
    .nullish()
    .transform((value) => value ?? ""),
  title: aiText(NAME_MAX, FIELDS.nameTooLong).default(""),
});

/** POST /api/admin/generate-article: the topic, trimmed, non-blank, at most TOPIC_MAX characters. */
export const generateArticleSchema = z.object({
  topic: z
    .string({ error: GENERATOR.topicRequired })
    .trim()
    .min(1, GENERATOR.topicRequired)
    .max(TOPIC_MAX, GENERATOR.topicTooLong),
});

export type GenerateArticleRequest = z.input<typeof generateArticleSchema>;
export type GenerateArticleInput = z.output<typeof generateArticleSchema>;

export type ReformulateDrawingRequest = z.input<typeof reformulateDrawingSchema>;
export type ReformulateCategoryRequest = z.input<typeof reformulateCategorySchema>;
export type ReformulateDrawingInput = z.output<typeof reformulateDrawingSchema>;
export type ReformulateCategoryInput = z.output<typeof reformulateCategorySchema>;

export type CategoryUpdateFields = z.input<typeof categoryUpdateSchema>;
export type DrawingUpdateFields = z.input<typeof drawingUpdateSchema>;
export type CategoryCreateInput = z.output<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.output<typeof categoryUpdateSchema>;
export type DrawingCreateInput = z.output<typeof drawingCreateSchema>;
export type DrawingUpdateInput = z.output<typeof drawingUpdateSchema>;
export type DrawingListQuery = z.output<typeof drawingListQuerySchema>;

/** The most drawings one bulk action may name by id (a page is 10; "all matching" goes by filter instead). */
export const BULK_IDS_MAX = 1000;
export const BULK_ACTIONS = ["activate", "deactivate", "move", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * POST /api/admin/drawings/bulk: one action on the drawings chosen, either
 * by id or as every drawing the list's filter matches. `move` names the
 * category they go to.
 */
export const drawingBulkSchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS, { error: BULK.actionInvalid }),
    ids: z.array(z.string().regex(UUID, BULK.idsInvalid)).min(1, BULK.nothingChosen).max(BULK_IDS_MAX, BULK.tooMany).optional(),
    filter: z
      .strictObject({
        search: z.string().trim().max(SEARCH_MAX, LIST_QUERY.searchTooLong).optional(),
        categoryId: z.string().regex(UUID, LIST_QUERY.categoryInvalid).optional(),
        status: z.enum(DRAWING_STATUS_FILTERS, { error: LIST_QUERY.statusInvalid }).default("all"),
        level: levelFilter,
      })
      .optional(),
    categoryId: z.string().regex(UUID, BULK.categoryRequired).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), { message: BULK.idsOrFilter, path: ["ids"] })
  .refine((body) => body.action !== "move" || body.categoryId !== undefined, {
    message: BULK.categoryRequired,
    path: ["categoryId"],
  });
export type DrawingBulkInput = z.output<typeof drawingBulkSchema>;

/** POST /api/publish-drawing from the screen: the oldest pending file, or the one named (an empty body is the oldest). */
export const publishNowSchema = z.strictObject({
  pendingId: z.string().regex(UUID, PUBLISHING.notFound).optional(),
});
export type DrawingBulkFields = z.input<typeof drawingBulkSchema>;
export type ArticleUpdateFields = z.input<typeof articleUpdateSchema>;
export type ArticleCreateInput = z.output<typeof articleCreateSchema>;
export type ArticleUpdateInput = z.output<typeof articleUpdateSchema>;
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;

// ---------------------------------------------------------------------------
// Forms (the values the screens edit)
// ---------------------------------------------------------------------------

export const loginSchema = z.object({
  email: z.string().trim().min(1, LOGIN.emailRequired).pipe(z.email(LOGIN.emailInvalid)),
  password: z.string().min(1, LOGIN.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** The form keeps the description as text (blank is sent as blank, which the server stores as none). */
const formDescription = descriptionText.trim();

export const drawingFormSchema = z.object({
  title,
  // The select offers existing categories only, so here it only has to be chosen; the server checks the id.
  categoryId: z.string().trim().min(1, FIELDS.selectCategory),
  description: formDescription,
  tags: tagList,
  active: z.boolean(),
  difficulty: difficulty.default("auto"),
});
export type DrawingFormValues = z.infer<typeof drawingFormSchema>;

export const categoryFormSchema = z.object({
  name,
  description: formDescription,
});
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

/**
 * The article editor's values. The SEO fields stay text (blank is sent as
 * blank, which the server stores as none); the featured image and the
 * status are not form values (the image is a file field, the status a badge).
 */
export const articleFormSchema = z.object({
  title,
  excerpt,
  content,
  metaTitle: metaTitleText.trim(),
  metaDescription: metaDescriptionText.transform((value) => value.trim()),
  tags: tagList,
  isFeatured: z.boolean(),
});
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

/** PUT /api/admin/auto-publish-settings (JSON). */
/** The schedules the screen offers; the API takes any interval AUTO_PUBLISH_EVERY would (1 minute to 30 days here). */
export const SCHEDULE_CHOICES = ["1h", "3h", "6h", "12h", "1d", "2d", "7d"] as const;

/** PUT /api/admin/auto-publish-settings: the mode, the schedule, or both. `every: null` gives the choice back to the server. */
export const autoPublishSettingsSchema = z
  .object({
    mode: z.enum(["review", "live"], { error: FIELDS.publishModeInvalid }).optional(),
    every: z
      .union([
        z.literal("off"),
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^(\d+[mhd])+$/, PUBLISHING.scheduleInvalid),
      ])
      .nullable()
      .optional(),
  })
  .refine((body) => body.mode !== undefined || body.every !== undefined, {
    message: PUBLISHING.scheduleInvalid,
    path: ["every"],
  });

// ---------------------------------------------------------------------------
// Collections (issue 36): JSON bodies, the form's values as they are
// ---------------------------------------------------------------------------

export const COLLECTION_DESCRIPTION_MAX = 5_000;

export const collectionFormSchema = z.object({
  name,
  // The table keeps at most 5,000 characters: a collection's text introduces a page, it is no article.
  description: z.string({ error: FIELDS.descriptionInvalid }).trim().max(COLLECTION_DESCRIPTION_MAX, FIELDS.descriptionTooLong),
  yearlyDate: yearlyDateSchema.nullable(),
  daysBefore: z
    .number({ error: COLLECTIONS.daysBeforeInvalid })
    .int(COLLECTIONS.daysBeforeInvalid)
    .min(0, COLLECTIONS.daysBeforeInvalid)
    .max(MAX_DAYS_BEFORE, COLLECTIONS.daysBeforeInvalid),
  drawingIds: idList(COLLECTION_MAX_DRAWINGS, COLLECTIONS.tooManyDrawings),
  articleIds: idList(COLLECTION_MAX_ARTICLES, COLLECTIONS.tooManyArticles),
  /** Its cover: the image of one of its drawings (the server checks), or null for the first drawing's. */
  coverDrawingId: z.string({ error: COLLECTIONS.coverInvalid }).regex(UUID, COLLECTIONS.coverInvalid).nullable(),
});
export type CollectionFormValues = z.infer<typeof collectionFormSchema>;

export const collectionCreateSchema = collectionFormSchema.partial({
  description: true,
  yearlyDate: true,
  daysBefore: true,
  drawingIds: true,
  articleIds: true,
  coverDrawingId: true,
});
export const collectionUpdateSchema = collectionFormSchema.partial();
export type CollectionCreateInput = z.output<typeof collectionCreateSchema>;
export type CollectionUpdateInput = z.output<typeof collectionUpdateSchema>;

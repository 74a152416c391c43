import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { AI, GENERATOR } from "#src/lib/admin-contracts/messages.ts";
import type { GeneratedArticleResult } from "#src/lib/admin-contracts/responses.ts";
import type { GenerateArticleInput } from "#src/lib/admin-contracts/schemas.ts";
import { formatGeneratedArticle, type GeneratedArticleFields } from "#src/lib/generated-article.ts";
import { countWords } from "#src/lib/reading-time.ts";
import { slugify } from "#src/lib/slug.ts";
import { AiCallError, generateStructured } from "#src/server/ai/client.ts";
import { renderPrompt } from "#src/server/ai/prompts.ts";
import { normalizeAiTags } from "#src/server/ai/usage.ts";
import { type AiConfig, DEFAULT_AI_TIMEOUT_MS } from "#src/server/config.ts";
import { aiUsageMonthTotal, recordAiUsage, saveGeneratedArticle } from "#src/server/repositories/ai-usage.ts";
import { DomainError } from "../errors.ts";
import { type AiDeps, requireAi } from "./reformulate.ts";

/**
 * The AI article generator's server side (spec sections 2, 5, 7 and 8): the
 * model writes an article about the topic as JSON (a strict json_schema,
 * ./prompts/generate-article.md); the server turns it into the spec's raw
 * text (formatGeneratedArticle: the article, '---', an INSERT INTO
 * blog_articles statement), saves that text under
 * <DATA_DIR>/generated-articles/<yyyy-mm-dd-hhmmss>-<slug of the title>.md and
 * answers it with the file's path (relative to the working directory, the
 * project root), the article's word count, the call's cost and the month's AI
 * total. Nothing is written to the database but the ai_usage row: the
 * administrator saves the draft from the screen. The topic never reaches a
 * path. Answers: 503 without AI configured, 502 'Falha ao gerar o artigo.
 * Tente novamente mais tarde.' when the provider fails.
 */

/** How long an article may take: longer than a description. */
export const ARTICLE_TIMEOUT_MS = 120_000;

/** The folder, under the data directory, the generated texts are saved in. */
export const GENERATED_ARTICLES_DIR = "generated-articles";

const text = z.string();
const nonBlank = z.string().refine((value) => value.trim() !== "", { message: "empty" });

/** What the model must reply, with these exact field names (the prompt's JSON). */
export const articleReplySchema = z.object({
  title: nonBlank,
  slug: text,
  excerpt: text,
  content: nonBlank,
  featured_image_url: text.nullable(),
  meta_title: text.nullable(),
  meta_description: text.nullable(),
  tags: z.array(text),
});

type ArticleReply = z.output<typeof articleReplySchema>;

/**
 * A value of AI_TIMEOUT_MS below the default is a deliberately short one (the
 * tests') and is kept; otherwise an article gets at least {@link ARTICLE_TIMEOUT_MS}.
 */
/** An article of CONTENT_MAX characters as JSON (escapes, accents in UTF-8) is well under this. */
export const ARTICLE_REPLY_MAX_BYTES = 1024 * 1024;

export function articleTimeoutMs(ai: AiConfig): number {
  return ai.timeoutMs < DEFAULT_AI_TIMEOUT_MS ? ai.timeoutMs : Math.max(ARTICLE_TIMEOUT_MS, ai.timeoutMs);
}

const blankAsNull = (value: string | null) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** The statement's fields from the reply. The image is never taken from the model (the prompt asks for null). */
export function articleFields(reply: ArticleReply): GeneratedArticleFields {
  const title = reply.title.trim().replace(/\s+/g, " ");
  return {
    title,
    slug: slugify(reply.slug) || slugify(title),
    excerpt: reply.excerpt.trim(),
    featuredImageUrl: null,
    metaTitle: blankAsNull(reply.meta_title),
    metaDescription: blankAsNull(reply.meta_description),
    tags: normalizeAiTags(reply.tags),
  };
}

/** `2026-11-23-072415`, in UTC. */
export function fileStamp(now: Date): string {
  const iso = now.toISOString();
  return `${iso.slice(0, 10)}-${iso.slice(11, 19).replace(/:/g, "")}`;
}

/** Writes the text to a new file (never over an existing one), `-2`, `-3`... added when the name is taken. */
async function saveNew(dir: string, base: string, content: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const file = path.join(dir, `${base}${attempt === 1 ? "" : `-${attempt}`}.md`);
    try {
      await writeFile(file, content, { encoding: "utf8", flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 100) throw error;
    }
  }
}

export async function generateArticle(
  deps: AiDeps & { dataDir: string },
  input: GenerateArticleInput,
  now: () => Date = () => new Date(),
): Promise<GeneratedArticleResult> {
  const ai = requireAi(deps.ai);
  let reply: { value: ArticleReply; cost: number };
  try {
    reply = await generateStructured(ai, {
      kind: "generate-article",
      schemaName: "generated_article",
      schema: articleReplySchema,
      prompt: renderPrompt("generate-article", { topic: input.topic }),
      timeoutMs: articleTimeoutMs(ai),
      maxReplyBytes: ARTICLE_REPLY_MAX_BYTES,
      record: (usage) => recordAiUsage(deps.db, usage),
    });
  } catch (error) {
    if (error instanceof AiCallError)
      throw new DomainError("upstream-failed", error.unstorable ? AI.unstorableReply : GENERATOR.generateError);
    throw error;
  }
  const fields = articleFields(reply.value);
  const articleContent = reply.value.content.replace(/\r\n?/g, "\n").trim();
  const raw = formatGeneratedArticle(fields, articleContent);
  const wordCount = countWords(articleContent);
  const base = `${fileStamp(now())}-${(fields.slug || "artigo").slice(0, 80).replace(/-+$/, "")}`;
  // Paid for: the text goes back to the administrator even where the disk
  // cannot be written (Netlify's functions), and into the database too.
  const filePath = await saveNew(path.join(deps.dataDir, GENERATED_ARTICLES_DIR), base, raw).then(
    (file) => path.relative(process.cwd(), file).split(path.sep).join("/"),
    (error: Error) => {
      console.warn(`Could not save the generated article under ${deps.dataDir}: ${error.message}`);
      return null;
    },
  );
  await saveGeneratedArticle(deps.db, { topic: input.topic, content: raw, wordCount, cost: reply.cost, filePath }).catch(
    (error: Error) => console.warn(`Could not store the generated article in the database: ${error.message}`),
  );
  const month = await aiUsageMonthTotal(deps.db);
  return {
    content: raw,
    filePath,
    wordCount,
    cost: reply.cost,
    monthTotal: month.cost,
  };
}

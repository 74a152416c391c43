import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, NoObjectGeneratedError, Output } from "ai";
import type { z } from "zod";
import type { AiConfig } from "#src/server/config.ts";
import type { AiUsageKind } from "#src/server/db/schema.ts";
import { unstorableTextPath } from "#src/server/db/storable-text.ts";
import { runsInNetlifyFunctions } from "#src/server/deploy-adapter.ts";
import type { AiUsageRecord } from "#src/server/repositories/ai-usage.ts";
import { boundedFetch, ReplyTooLargeError } from "./bounded-fetch.ts";
import { callCost, reportedCostOf } from "./usage.ts";

/**
 * The most one synchronous call may take inside a Netlify function. Netlify
 * stops a synchronous function after 60 seconds, with no answer the screen
 * can show; a call (one of at most two attempts) capped here leaves the
 * function time to answer with its own message. Work that needs longer runs
 * as an AI job in the background function, with its own explicit timeout
 * (src/server/ai-jobs/jobs.ts).
 */
export const NETLIFY_SYNC_AI_TIMEOUT_MS = 25_000;

export function defaultTimeoutMs(config: Pick<AiConfig, "timeoutMs">): number {
  return runsInNetlifyFunctions() ? Math.min(config.timeoutMs, NETLIFY_SYNC_AI_TIMEOUT_MS) : config.timeoutMs;
}

/**
 * One structured call to the configured OpenAI-compatible chat completions
 * API (docs/ai.md "AI assistance"): a text prompt and, when given, an image (sent
 * inline as a data URL), a JSON reply requested with a strict json_schema response
 * format and validated with zod. The SDK's own retries are off
 * (maxRetries 0): a reply that fails the schema is asked for once more, here;
 * an HTTP error or a timeout is not retried. Every attempt, successful or
 * not, is handed to `record` (the ai_usage table). A failure ends in
 * AiCallError, whose message is short and never the provider's raw answer.
 */
export type AiImage = { bytes: Uint8Array; mediaType: string };

export type StructuredCall<S extends z.ZodType> = {
  kind: AiUsageKind;
  /** The json_schema's name. */
  schemaName: string;
  schema: S;
  prompt: string;
  /** Sent inline after the prompt; a text-only call (the article generator) has none. */
  image?: AiImage | undefined;
  /** The most this call may take, in milliseconds, body included; the configured AI_TIMEOUT_MS when unset. */
  timeoutMs?: number | undefined;
  /** The largest reply body read, in bytes; AI_REPLY_MAX_BYTES when unset. */
  maxReplyBytes?: number | undefined;
  record: (usage: AiUsageRecord) => Promise<void>;
};

export class AiCallError extends Error {
  override name = "AiCallError";
  /** The reply held text the database cannot store (a NUL): the administrator is told so. */
  readonly unstorable: boolean;

  constructor(reason: string, unstorable = false) {
    super(reason);
    this.unstorable = unstorable;
  }
}

/** A reply far above any answer the prompts ask for (a description, tags, a title); the article generator allows more. */
export const AI_REPLY_MAX_BYTES = 256 * 1024;

/** A reply that parsed but holds a character PostgreSQL refuses. */
class UnstorableReplyError extends Error {
  override name = "UnstorableReplyError";
}

/** How many times a reply that fails the schema is asked for in all. */
const SCHEMA_ATTEMPTS = 2;

/** A short reason for the logs and ai_usage.error: never the provider's body, never a header. */
function shortReason(error: unknown): string {
  if (NoObjectGeneratedError.isInstance(error)) return "reply did not match the schema";
  if (error instanceof UnstorableReplyError) return "reply held a NUL character";
  if (error instanceof ReplyTooLargeError || (error as { cause?: unknown })?.cause instanceof ReplyTooLargeError) {
    return "reply too large";
  }
  if (error instanceof Error) {
    if (error.name === "AbortError" || error.name === "TimeoutError" || /abort|timed? ?out/i.test(error.message)) {
      return "timed out";
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number") return `HTTP ${status}`;
    return error.name;
  }
  return "unknown error";
}

function logRecordError(error: unknown): void {
  console.warn(`Could not record AI usage: ${(error as Error).message}`);
}

export async function generateStructured<S extends z.ZodType>(
  config: AiConfig,
  call: StructuredCall<S>,
): Promise<{ value: z.output<S>; cost: number }> {
  let lastReason = "";
  let unstorable = false;
  for (let attempt = 1; attempt <= SCHEMA_ATTEMPTS; attempt++) {
    // Per call, so the cost the provider reports in this response's usage block is this call's.
    let reported: number | null = null;
    const provider = createOpenAICompatible({
      name: "ai",
      baseURL: config.baseUrl,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      supportsStructuredOutputs: true,
      fetch: boundedFetch(call.maxReplyBytes ?? AI_REPLY_MAX_BYTES),
      metadataExtractor: {
        extractMetadata: async ({ parsedBody }) => {
          reported = reportedCostOf(parsedBody);
          return undefined;
        },
        createStreamExtractor: () => ({ processChunk: () => {}, buildMetadata: () => undefined }),
      },
    });
    const started = Date.now();
    let usage = { inputTokens: 0, outputTokens: 0 };
    try {
      const result = await generateText({
        model: provider.chatModel(config.model),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(call.timeoutMs ?? defaultTimeoutMs(config)),
        output: Output.object({ schema: call.schema, name: call.schemaName }),
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: call.prompt },
              ...(call.image
                ? [
                    {
                      type: "file" as const,
                      data: { type: "data" as const, data: call.image.bytes },
                      mediaType: call.image.mediaType,
                    },
                  ]
                : []),
            ],
          },
        ],
      });
      usage = { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 };
      const value = result.output as z.output<S>;
      if (unstorableTextPath(value) !== null) throw new UnstorableReplyError();
      const cost = callCost(usage, reported, config.prices);
      await call
        .record({ kind: call.kind, model: config.model, ...usage, cost, durationMs: Date.now() - started, success: true })
        .catch(logRecordError);
      return { value, cost };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error) && error.usage) {
        usage = { inputTokens: error.usage.inputTokens ?? 0, outputTokens: error.usage.outputTokens ?? 0 };
      }
      lastReason = shortReason(error);
      const cost = callCost(usage, reported, config.prices);
      console.warn(`AI call failed (${call.kind}, model ${config.model}, attempt ${attempt}): ${lastReason}`);
      await call
        .record({
          kind: call.kind,
          model: config.model,
          ...usage,
          cost,
          durationMs: Date.now() - started,
          success: false,
          error: lastReason,
        })
        .catch(logRecordError);
      if (error instanceof UnstorableReplyError) unstorable = true;
      else if (!NoObjectGeneratedError.isInstance(error)) break;
    }
  }
  throw new AiCallError(lastReason, unstorable);
}

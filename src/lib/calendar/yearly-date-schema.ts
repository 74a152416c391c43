import { z } from "../zod.ts";
import { dateIn, type YearlyDate } from "./yearly-date.ts";

/**
 * A yearly date as the admin sends it and the database keeps it (jsonb):
 * checked whole, so a row edited by hand into nonsense reads as "no date"
 * rather than breaking a page. A fixed day must exist in some year (29
 * February does; 31 April does not).
 */
export const yearlyDateSchema: z.ZodType<YearlyDate> = z.discriminatedUnion("kind", [
  z
    .object({ kind: z.literal("fixed"), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) })
    .refine((rule) => dateIn(rule, 2028) !== null, { message: "Esse dia não existe nesse mês.", path: ["day"] }),
  z.object({
    kind: z.literal("weekday"),
    month: z.number().int().min(1).max(12),
    weekday: z.number().int().min(0).max(6),
    nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(-1)]),
  }),
  z.object({ kind: z.literal("easter"), offsetDays: z.number().int().min(-70).max(70) }),
]);

export const MAX_DAYS_BEFORE = 120;

/** A stored value as a rule, or null when it is none or not a valid one. */
export function parseYearlyDate(value: unknown): YearlyDate | null {
  if (value === null || value === undefined) return null;
  const parsed = yearlyDateSchema.safeParse(typeof value === "string" ? safeJson(value) : value);
  return parsed.success ? parsed.data : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

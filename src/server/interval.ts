/**
 * AUTO_PUBLISH_EVERY: an interval written as numbers with units, such as
 * "6h", "90m", "1d", "1h30m" or "30s" (s, m, h, d). At least a second, at
 * most 30 days.
 */
export const MIN_INTERVAL_MS = 1_000;
export const MAX_INTERVAL_MS = 30 * 24 * 3_600_000;

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const FORMAT = /^(?:\d+[smhd])+$/;

/** The interval in milliseconds, or null when the text is not one (or is out of range). */
export function parseInterval(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, "");
  if (!FORMAT.test(value)) return null;
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)([smhd])/g)) {
    total += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  return total >= MIN_INTERVAL_MS && total <= MAX_INTERVAL_MS ? total : null;
}

/**
 * The stored name of an uploaded pending file: the uploaded name made safe
 * for a storage path (no folders, no "..", letters without accents, digits,
 * ".", "_" and "-" only, at most 100 characters), its extension the one of
 * the format the bytes really are. Taken names get "-2", "-3"... before the
 * extension, so no pending file is ever written over.
 */
export type PendingFormat = "png" | "jpeg";

const EXTENSIONS: Record<PendingFormat, readonly string[]> = { png: ["png"], jpeg: ["jpg", "jpeg"] };
const STEM_MAX = 90;
const FALLBACK_STEM = "imagem";

/** `{ stem, extension }` of the name a file uploaded as `original` is stored under. */
export function safePendingName(original: string, format: PendingFormat): { stem: string; extension: string } {
  const base = original.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const rawStem = dot > 0 ? base.slice(0, dot) : base;
  const rawExtension = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  const stem =
    rawStem
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/\.{2,}/g, ".")
      .replace(/-{2,}/g, "-")
      .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "")
      .slice(0, STEM_MAX)
      .replace(/[^A-Za-z0-9]+$/, "") || FALLBACK_STEM;
  const extension = EXTENSIONS[format].includes(rawExtension) ? rawExtension : (EXTENSIONS[format][0] ?? format);
  return { stem, extension };
}

/** The n-th candidate name (1: as is, 2: "-2", ...). */
export function candidateName({ stem, extension }: { stem: string; extension: string }, attempt: number): string {
  return attempt <= 1 ? `${stem}.${extension}` : `${stem}-${attempt}.${extension}`;
}

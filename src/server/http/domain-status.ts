import type { DomainErrorKind } from "../errors.ts";

/** The HTTP status each kind of refusal answers with (src/server/errors.ts). */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  "not-found": 404,
  conflict: 409,
  invalid: 422,
  "too-large": 413,
  "unsupported-type": 415,
  "upstream-failed": 502,
  unavailable: 503,
};

export const statusOfKind = (kind: DomainErrorKind): number => STATUS_OF_KIND[kind];

import { createHash, timingSafeEqual } from "node:crypto";

/** Whether `given` is the secret, in time independent of where they differ (digests of equal length). */
export function secretMatches(given: string | null, secret: string): boolean {
  if (given === null) return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/**
 * The one check of an id's shape, for the server (repositories, routes) and
 * the admin's forms alike. Ids come from URLs and forms; checking first
 * turns a malformed one into "not found" or a field error instead of a
 * database error (PostgreSQL rejects the cast, and inside a transaction that
 * aborts it).
 */

/** A uuid's text, unanchored: for patterns that contain one (storage paths). */
export const UUID_SOURCE = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

/** A whole value that is a uuid (any version, either case). */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}

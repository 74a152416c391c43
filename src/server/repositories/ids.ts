const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a well-formed uuid. Ids come from URLs and forms; checking
 * first turns a malformed one into "not found" instead of a database error
 * (PostgreSQL rejects the cast, and inside a transaction that aborts it).
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

import { sql } from "kysely";

/**
 * A value for a jsonb column, sent as text and cast there: postgres.js would
 * send a JavaScript string bound to a jsonb parameter as a JSON string
 * ("\"{...}\""), PGlite as the object it spells; both read the text alike.
 */
export const jsonb = (value: unknown) => sql<string>`${JSON.stringify(value)}::text::jsonb`;

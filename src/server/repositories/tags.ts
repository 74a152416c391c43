/** Tags as the forms promise them (src/lib/admin-contracts/tags.ts): trimmed, non-empty, once whatever their case, order kept. */
export { normalizeTags } from "#src/lib/admin-contracts/tags.ts";

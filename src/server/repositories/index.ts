export * from "./ai-usage.ts";
export * from "./articles.ts";
export * from "./categories.ts";
export * from "./collections.ts";
export * from "./counters.ts";
export * from "./drawings.ts";
export { type Executor, inTransaction } from "./executor.ts";
export * from "./mappers.ts";

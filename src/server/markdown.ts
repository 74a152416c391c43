import { JSDOM } from "jsdom";
import { createMarkdownRenderer } from "#src/lib/markdown.ts";

/**
 * Markdown to safe HTML on the server: the shared renderer of
 * src/lib/markdown.ts (the one the admin preview uses too) over a jsdom window.
 */
export const renderMarkdown = createMarkdownRenderer(new JSDOM("").window);

/** Kept here for the server's callers; the one copy lives in src/lib. */
export { countWords } from "#src/lib/reading-time.ts";

import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { Marked } from "marked";

/**
 * Markdown to safe HTML, on the server: marked renders, DOMPurify (on jsdom)
 * sanitises. Only http, https, irc, ircs, mailto and xmpp links survive, plus
 * relative ones; a link with no href or a bare '#' becomes inert text.
 */
const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const purify = createDOMPurify(new JSDOM("").window);

purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName !== "A") return;
  const href = node.getAttribute("href")?.trim() ?? "";
  if (href === "" || href === "#") {
    node.removeAttribute("href");
    return;
  }
  if (/^(?:https?:)?\/\//i.test(href)) {
    node.setAttribute("rel", "noopener noreferrer nofollow");
    node.setAttribute("target", "_blank");
  }
});

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed", "svg", "math"],
    FORBID_ATTR: ["style"],
    ADD_ATTR: ["target"],
  });
}

/** Words split on whitespace, as the spec counts them. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

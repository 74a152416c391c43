import createDOMPurify, { type WindowLike } from "dompurify";
import { Marked } from "marked";
import { htmlProblem, MarkdownComplexityError, markdownSourceProblem } from "./markdown-limits.ts";

/**
 * Markdown to safe HTML: marked renders, DOMPurify sanitises. One renderer for
 * the public article page (on the server, over a jsdom window: see
 * src/server/markdown.ts) and the admin editor's preview (over the browser's
 * own window), so the preview is exactly the HTML the public page shows.
 *
 * DOMPurify needs a DOM, which is why the window comes in from the caller:
 * this module must never import jsdom, or the admin bundle would carry it.
 *
 * Only http, https, irc, ircs, mailto and xmpp links survive, plus relative
 * ones (spec section 9); a link with no href or a bare '#' becomes inert text.
 * No `id`, `class`, `style`, `hidden` or `data-*` attribute survives: an
 * article must not reach the page's own elements (a fake cookie banner that
 * hides the real one, styled like the site's).
 *
 * Content over the bounds of ./markdown-limits.ts throws a
 * MarkdownComplexityError with the sentence that says what to change, before
 * the slow step it would freeze.
 */
export type MarkdownRenderer = (markdown: string) => string;

const ALLOWED_URI = /^(?:(?:https?|ircs?|mailto|xmpp):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const FORBIDDEN_TAGS = ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed", "svg", "math"];

export function createMarkdownRenderer(window: WindowLike): MarkdownRenderer {
  const purify = createDOMPurify(window);
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "A") return;
    const href = node.getAttribute("href")?.trim() ?? "";
    if (href === "" || href === "#") {
      node.removeAttribute("href");
      return;
    }
    // Off-site links open in a new tab and pass no referrer nor ranking.
    if (/^(?:https?:)?\/\//i.test(href)) {
      node.setAttribute("rel", "noopener noreferrer nofollow");
      node.setAttribute("target", "_blank");
    }
  });

  const marked = new Marked({ gfm: true, breaks: false, async: false });

  return (markdown) => {
    const sourceProblem = markdownSourceProblem(markdown);
    if (sourceProblem) throw new MarkdownComplexityError(sourceProblem);
    const html = marked.parse(markdown) as string;
    const problem = htmlProblem(html);
    if (problem) throw new MarkdownComplexityError(problem);
    return purify.sanitize(html, {
      ALLOWED_URI_REGEXP: ALLOWED_URI,
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
      ALLOW_DATA_ATTR: false,
      ADD_ATTR: ["target"],
    });
  };
}

/** Attributes that would let content style, hide or impersonate the page's own elements. */
const FORBIDDEN_ATTRIBUTES = [
  "style",
  "class",
  "id",
  "hidden",
  "name",
  "form",
  "popover",
  "slot",
  "inert",
  "tabindex",
  "accesskey",
];

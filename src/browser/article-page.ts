import { afterLoad, enhanceActions } from "./actions.ts";
import { recordArticleView } from "./article-views.ts";
import { shareAndSaveHandlers } from "./share-and-save.ts";
import { ARTICLE_MESSAGES } from "./share-messages.ts";

/**
 * The article page's 'Ações' (src/components/blog/ArticleActions.astro),
 * bound when this module runs, taps made before replayed. The page view is
 * counted once the page has loaded, and its answer is the count the header
 * and 'Estatísticas' show.
 */
export function enhanceArticleActions(root: HTMLElement): void {
  const { id = "", title = "", text = "", url = "" } = root.dataset;
  enhanceActions(root, shareAndSaveHandlers(root, { kind: "article", id, title, text, url }, ARTICLE_MESSAGES));
  afterLoad(() => void recordArticleView(id));
}

import { useEffect } from "react";
import { ARTICLE_MESSAGES } from "../browser/share-messages.ts";
import { recordArticleView } from "./article-views.ts";
import FeedbackMessage from "./FeedbackMessage.tsx";
import Icon from "./Icon.tsx";
import { useShareAndSave } from "./share-and-save.ts";

/**
 * The article sidebar's 'Ações' (spec "Blog article page"): 'Compartilhar'
 * and 'Salvar'/'Salvo', with a message that vanishes after 3 s. Hydrated
 * when the browser is idle, it counts the page view once (the count shows in
 * ArticleViewCount and ArticleStats).
 */
type Props = {
  id: string;
  title: string;
  excerpt: string;
  /** Absolute URL of the article. */
  url: string;
};

const BUTTON =
  "inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-5 font-bold shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export default function ArticleActions({ id, title, excerpt, url }: Props) {
  const { saved, feedback, share, toggle } = useShareAndSave(
    { kind: "article", id, title, text: excerpt, url },
    ARTICLE_MESSAGES,
  );
  useEffect(() => {
    void recordArticleView(id);
  }, [id]);

  return (
    <section data-record-view={id} className="rounded-3xl border border-gray-200 bg-white p-5" aria-labelledby="acoes">
      <h2 id="acoes" className="text-lg font-extrabold">
        Ações
      </h2>
      <div className="mt-4 grid gap-3">
        <button
          type="button"
          data-action="share"
          className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-600`}
          onClick={() => void share()}
        >
          <Icon name="share" /> Compartilhar
        </button>
        <button
          type="button"
          data-action="save"
          aria-pressed={saved}
          onClick={toggle}
          className={`${BUTTON} group border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white`}
        >
          <Icon name="heart" className="size-5 group-aria-pressed:fill-current" /> <span>{saved ? "Salvo" : "Salvar"}</span>
        </button>
      </div>
      <FeedbackMessage feedback={feedback} className="mt-3 min-h-6" />
    </section>
  );
}

import type { ArticleStatus } from "#src/lib/domain.ts";
import { Link } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { EyeOffIcon, PencilIcon, SendIcon, TrashIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { ViewOnSiteLink } from "./RowActions.tsx";

/**
 * The article list's row actions (spec section 2): publish, offered on drafts
 * only; unpublish, on published articles only; edit; delete. Each button says
 * which article it acts on; ArticleActionLegend explains the icons.
 */
type ArticleRowActionsProps = {
  title: string;
  status: ArticleStatus;
  editTo: string;
  /** Its public page, while it is published. */
  siteHref?: string | null;
  /** Publishing or unpublishing this article now. */
  busy: boolean;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
};

export function ArticleRowActions({
  title,
  status,
  editTo,
  siteHref,
  busy,
  onPublish,
  onUnpublish,
  onDelete,
}: ArticleRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {siteHref && <ViewOnSiteLink name={title} href={siteHref} />}
      {status === "draft" && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onPublish}
          disabled={busy}
          aria-label={busy ? `Publicando "${title}"` : `Publicar "${title}"`}
          title="Publicar"
          className="text-green-800 hover:bg-green-50 hover:text-green-900"
        >
          {busy ? <Spinner size="sm" decorative /> : <SendIcon />}
        </Button>
      )}
      {status === "published" && (
        <Button
          variant="ghost"
          size="icon"
          onClick={onUnpublish}
          disabled={busy}
          aria-label={busy ? `Despublicando "${title}"` : `Despublicar "${title}"`}
          title="Despublicar"
          className="text-amber-800 hover:bg-amber-50 hover:text-amber-900"
        >
          {busy ? <Spinner size="sm" decorative /> : <EyeOffIcon />}
        </Button>
      )}
      <Link to={editTo} className={buttonClass("ghost", "icon")} aria-label={`Editar "${title}"`} title="Editar">
        <PencilIcon />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Excluir "${title}"`}
        title="Excluir"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <TrashIcon />
      </Button>
    </div>
  );
}

const LEGEND = [
  { icon: <SendIcon className="size-4 text-green-800" />, label: "Publicar (rascunhos)" },
  { icon: <EyeOffIcon className="size-4 text-amber-800" />, label: "Despublicar (publicados)" },
  { icon: <PencilIcon className="size-4 text-slate-700" />, label: "Editar" },
  { icon: <TrashIcon className="size-4 text-red-700" />, label: "Excluir" },
];

/** What the row action icons do. */
export function ArticleActionLegend() {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
      <span className="font-semibold text-slate-700">Ações:</span>
      <ul aria-label="Legenda das ações" className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {LEGEND.map((item) => (
          <li key={item.label} className="inline-flex items-center gap-1.5">
            {item.icon}
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { ReactNode } from "react";
import type { ArticleStatus } from "#src/lib/domain.ts";
import { IconButton, type IconTone } from "../ui/IconButton.tsx";
import { EyeOffIcon, PencilIcon, SendIcon, TrashIcon } from "../ui/icons.tsx";
import { DeleteButton, EditLink, ViewOnSiteLink } from "./RowActions.tsx";

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

/** The one status action a row offers: publish a draft, unpublish a published article. */
const STATUS_ACTIONS: Partial<Record<ArticleStatus, { verb: string; busyVerb: string; tone: IconTone; icon: ReactNode }>> = {
  draft: { verb: "Publicar", busyVerb: "Publicando", tone: "success", icon: <SendIcon /> },
  published: { verb: "Despublicar", busyVerb: "Despublicando", tone: "warning", icon: <EyeOffIcon /> },
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
  const toggle = STATUS_ACTIONS[status];
  return (
    <div className="flex items-center justify-end gap-1">
      {siteHref && <ViewOnSiteLink name={title} href={siteHref} />}
      {toggle && (
        <IconButton
          onClick={status === "draft" ? onPublish : onUnpublish}
          busy={busy}
          label={`${toggle.verb} "${title}"`}
          busyLabel={`${toggle.busyVerb} "${title}"`}
          title={toggle.verb}
          tone={toggle.tone}
          icon={toggle.icon}
        />
      )}
      <EditLink name={title} to={editTo} />
      <DeleteButton name={title} onClick={onDelete} />
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

import { Link } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { ExternalLinkIcon, FileRenameIcon, PencilIcon, SparklesIcon, TrashIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";

type RowActionsProps = {
  /** The row's name, so every button says what it acts on. */
  name: string;
  editTo: string;
  /** Its public page, when it has one (an active drawing in a category, a category). */
  siteHref?: string | null;
  renaming: boolean;
  onRename: () => void;
  onReformulate: () => void;
  onDelete: () => void;
};

/** The row actions of the lists: see on the site, edit, rename image, reformulate with AI, delete. */
export function RowActions({ name, editTo, siteHref, renaming, onRename, onReformulate, onDelete }: RowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {siteHref && <ViewOnSiteLink name={name} href={siteHref} />}
      <Link to={editTo} className={buttonClass("ghost", "icon")} aria-label={`Editar "${name}"`} title="Editar">
        <PencilIcon />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        onClick={onRename}
        disabled={renaming}
        aria-label={renaming ? `Atualizando nome da imagem de "${name}"` : `Atualizar nome da imagem de "${name}"`}
        title="Atualizar nome da imagem"
      >
        {renaming ? <Spinner size="sm" decorative /> : <FileRenameIcon />}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onReformulate}
        aria-label={`Reformular "${name}" com IA`}
        title="Reformular com IA"
      >
        <SparklesIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Excluir "${name}"`}
        title="Excluir"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <TrashIcon />
      </Button>
    </div>
  );
}

/** 'Ver no site': the item's public page, in a new tab. */
export function ViewOnSiteLink({ name, href }: { name: string; href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={buttonClass("ghost", "icon")}
      aria-label={`Ver "${name}" no site (abre em nova aba)`}
      title="Ver no site"
      data-action="view-on-site"
    >
      <ExternalLinkIcon />
    </a>
  );
}

import { Link } from "../router.tsx";
import { buttonClass } from "../ui/Button.tsx";
import { IconButton } from "../ui/IconButton.tsx";
import { ExternalLinkIcon, FileRenameIcon, PencilIcon, SparklesIcon, TrashIcon } from "../ui/icons.tsx";

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
      <EditLink name={name} to={editTo} />
      <IconButton
        onClick={onRename}
        busy={renaming}
        label={`Atualizar nome da imagem de "${name}"`}
        busyLabel={`Atualizando nome da imagem de "${name}"`}
        title="Atualizar nome da imagem"
        icon={<FileRenameIcon />}
      />
      <IconButton
        onClick={onReformulate}
        label={`Reformular "${name}" com IA`}
        title="Reformular com IA"
        icon={<SparklesIcon />}
      />
      <DeleteButton name={name} onClick={onDelete} />
    </div>
  );
}

/** 'Editar': the item's form. */
export function EditLink({ name, to }: { name: string; to: string }) {
  return (
    <Link to={to} className={buttonClass("ghost", "icon")} aria-label={`Editar "${name}"`} title="Editar">
      <PencilIcon />
    </Link>
  );
}

/** 'Excluir': asks first, through the caller's confirmation. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return <IconButton onClick={onClick} tone="danger" label={`Excluir "${name}"`} title="Excluir" icon={<TrashIcon />} />;
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

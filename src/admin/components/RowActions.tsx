import { Link } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { FileRenameIcon, PencilIcon, SparklesIcon, TrashIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";

type RowActionsProps = {
  /** The row's name, so every button says what it acts on. */
  name: string;
  editTo: string;
  renaming: boolean;
  onRename: () => void;
  onReformulate: () => void;
  onDelete: () => void;
};

/** The four row actions of the lists: edit, rename image, reformulate with AI, delete. */
export function RowActions({ name, editTo, renaming, onRename, onReformulate, onDelete }: RowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
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

import type { ReactNode } from "react";
import { Link } from "../router.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { ConfirmDialog } from "../ui/Dialog.tsx";
import { Input } from "../ui/Input.tsx";
import { PlusIcon, RefreshIcon, SearchIcon } from "../ui/icons.tsx";
import { Spinner } from "../ui/Spinner.tsx";
import { Table, TBody, Td, THead, Th } from "../ui/Table.tsx";
import { Thumbnail } from "./Thumbnail.tsx";

/**
 * The parts every admin list screen has (drawings, categories, articles, the
 * Lixeira), so they look and behave alike: the search box, the state before
 * the first answer, the empty list, the table while it reloads, and the
 * dialog that confirms a deletion.
 */

/** 'Buscar', the list's text search (a search input, its icon, its hint). */
export function ListSearch({
  placeholder,
  value,
  onChange,
  className,
}: {
  placeholder: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}) {
  return (
    <Input
      label="Buscar"
      type="search"
      placeholder={placeholder}
      icon={<SearchIcon />}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(className ? { fieldClassName: className } : {})}
    />
  );
}

/** Before the first answer: the spinner, or what failed once the call gave up. */
export function ListPending({ loading, failed }: { loading: boolean; failed: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-700">
      {loading ? <Spinner size="lg" showLabel /> : <p className="text-sm text-slate-600">{failed}.</p>}
    </div>
  );
}

/**
 * An empty list: nothing matched the filters ('Limpar filtros'), or there is
 * nothing yet (the button that creates the first one).
 */
export function EmptyList({
  filtered,
  notFound,
  clearLabel = "Limpar filtros",
  clearHint,
  onClear,
  none,
  noneHint,
  create,
}: {
  filtered: boolean;
  notFound: string;
  clearLabel?: string;
  clearHint?: string;
  onClear(): void;
  none: string;
  noneHint?: string;
  create: { to: string; label: string };
}) {
  return (
    <div className="px-6 py-16 text-center">
      <p className="font-semibold text-slate-900">{filtered ? notFound : none}</p>
      {filtered ? (
        <>
          {clearHint && <p className="mt-1 text-sm text-slate-600">{clearHint}</p>}
          <Button variant="secondary" className="mt-5" onClick={onClear}>
            {clearLabel}
          </Button>
        </>
      ) : (
        <>
          {noneHint && <p className="mt-1 text-sm text-slate-600">{noneHint}</p>}
          <Link to={create.to} className={buttonClass("primary", "md", "mt-5")}>
            <PlusIcon />
            {create.label}
          </Link>
        </>
      )}
    </div>
  );
}

/** The rows, dimmed and marked busy while the list reloads. */
export function ListRows({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
      {children}
    </div>
  );
}

/** The dialog of a useConfirmedDelete: what is asked about, and the call while it runs. */
export function DeleteDialog<T>({
  deletion,
  title,
  message,
  confirmLabel = "Excluir",
}: {
  deletion: { pending: T | null; busy: boolean; confirm(): Promise<void>; cancel(): void };
  title: string;
  message(item: T): string;
  confirmLabel?: string;
}) {
  return (
    <ConfirmDialog
      open={deletion.pending !== null}
      title={title}
      message={deletion.pending ? message(deletion.pending) : ""}
      confirmLabel={confirmLabel}
      busyLabel="Excluindo..."
      destructive
      busy={deletion.busy}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    />
  );
}

/** The list's header actions: 'Atualizar Nomes das Imagens' where rows have images to rename, and the new one's button. */
export function ListActions({ onRenameAll, create }: { onRenameAll?: () => void; create: { to: string; label: string } }) {
  return (
    <>
      {onRenameAll && (
        <Button variant="secondary" onClick={onRenameAll}>
          <RefreshIcon />
          Atualizar Nomes das Imagens
        </Button>
      )}
      <Link to={create.to} className={buttonClass("primary")}>
        <PlusIcon />
        {create.label}
      </Link>
    </>
  );
}

/** A list's table: its caption (for screen readers), its column headings, its rows. */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly (string | { label: string; className: string })[];
  children: ReactNode;
}) {
  return (
    <Table caption={caption}>
      <THead>
        <tr>
          {columns.map((column) =>
            typeof column === "string" ? (
              <Th key={column}>{column}</Th>
            ) : (
              <Th key={column.label} className={column.className}>
                {column.label}
              </Th>
            ),
          )}
        </tr>
      </THead>
      <TBody>{children}</TBody>
    </Table>
  );
}

/** A row's first cells: its image, its name (the way to its edit screen) and its slug. */
export function IdentityCells({ imageUrl, to, name, slug }: { imageUrl: string | null; to: string; name: string; slug: string }) {
  return (
    <>
      <Td>
        <Thumbnail src={imageUrl} />
      </Td>
      <Td className="font-semibold text-slate-900">
        <Link to={to} className="rounded hover:text-brand-800 hover:underline">
          {name}
        </Link>
      </Td>
      <Td className="font-mono text-xs text-slate-600">{slug}</Td>
    </>
  );
}

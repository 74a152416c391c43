import { ADMIN_PAGE_SIZE } from "#src/lib/admin-contracts/limits.ts";
import { pageCount } from "#src/lib/pagination.ts";
import { showingLabel } from "../lib/pagination.ts";
import { Pagination } from "../ui/Pagination.tsx";

/** The foot of an admin list: 'Mostrando X a Y de Z {noun}' and the page links (spec section 9: 10 a page). */
export function ListFooter({
  page,
  total,
  noun,
  onPageChange,
  disabled = false,
}: {
  page: number;
  total: number;
  /** The plural the count names: 'desenhos', 'categorias', 'artigos'. */
  noun: string;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p aria-live="polite" className="text-sm text-slate-600">
        {showingLabel(page, total, noun)}
      </p>
      <Pagination page={page} totalPages={pageCount(total, ADMIN_PAGE_SIZE)} onPageChange={onPageChange} disabled={disabled} />
    </div>
  );
}

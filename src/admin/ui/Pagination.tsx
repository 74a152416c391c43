import { paginationWindow } from "../lib/pagination.ts";
import { Button } from "./Button.tsx";
import { cn } from "./cn.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

type PaginationProps = { page: number; totalPages: number; onPageChange: (page: number) => void; disabled?: boolean };

/** Previous, the page window of `paginationWindow` (first/last and ellipses), next. */
export function Pagination({ page, totalPages, onPageChange, disabled = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Paginação">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onPageChange(page - 1)}
            disabled={disabled || page <= 1}
            aria-label="Página anterior"
          >
            <ChevronLeftIcon />
            <span className="hidden sm:inline">Anterior</span>
          </Button>
        </li>
        {paginationWindow(page, totalPages).map((item) =>
          item.type === "ellipsis" ? (
            <li key={`ellipsis-${item.position}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === page ? "primary" : "ghost"}
                size="sm"
                className={cn("min-w-9", item.page === page && "pointer-events-none")}
                aria-label={`Página ${item.page}`}
                aria-current={item.page === page ? "page" : undefined}
                disabled={disabled}
                onClick={() => item.page !== page && onPageChange(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={disabled || page >= totalPages}
            aria-label="Próxima página"
          >
            <span className="hidden sm:inline">Próxima</span>
            <ChevronRightIcon />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

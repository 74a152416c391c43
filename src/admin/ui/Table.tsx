import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from "./icons.tsx";

/**
 * A plain data table that scrolls sideways on narrow screens instead of
 * squashing its columns. The scroller is positioned, so that visually hidden
 * (absolutely positioned) text in cells is clipped with the table instead of
 * widening the page on a phone.
 */
export function Table({ className, children, caption, ...props }: ComponentProps<"table"> & { caption: string }) {
  return (
    <div className="relative overflow-x-auto">
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<"thead">) {
  return (
    <thead
      className={cn("border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase", className)}
      {...props}
    />
  );
}

export function TBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-slate-200", className)} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("hover:bg-slate-50/70", className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return <th scope="col" className={cn("px-4 py-3 font-semibold", className)} {...props} />;
}

/**
 * A column heading that sorts the list: a button that says what a click does,
 * and `aria-sort` on the sorted column, so a screen reader hears the order.
 */
export function SortableTh({
  label,
  direction,
  onSort,
  className,
}: {
  label: string;
  /** The direction this column sorts the list in, or null when another column does. */
  direction: "asc" | "desc" | null;
  onSort: () => void;
  className?: string | undefined;
}) {
  const Arrow = direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : SortIcon;
  return (
    <th
      scope="col"
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
      className={cn("px-2 py-1.5 font-semibold", className)}
    >
      <button
        type="button"
        onClick={onSort}
        className="inline-flex min-h-9 items-center gap-1 rounded px-2 uppercase hover:bg-slate-100 hover:text-slate-900"
      >
        {label}
        <Arrow className={cn("size-3.5", direction ? "text-brand-700" : "text-slate-400")} />
      </button>
    </th>
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle text-slate-700", className)} {...props} />;
}

import type { ReactNode } from "react";
import { cn } from "./cn.ts";

export type BadgeVariant = "success" | "neutral" | "warning" | "brand" | "danger";

const variants: Record<BadgeVariant, string> = {
  success: "bg-green-100 text-green-800 ring-green-600/20",
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
  warning: "bg-amber-100 text-amber-900 ring-amber-600/20",
  brand: "bg-brand-50 text-brand-800 ring-brand-600/20",
  danger: "bg-red-100 text-red-800 ring-red-600/20",
};

export function Badge({
  variant = "neutral",
  children,
  className,
}: {
  variant?: BadgeVariant;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        variants[variant],
        className,
      )}
    >
      {children}
    </span>
  );
}

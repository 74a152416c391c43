import { cn } from "./cn.ts";

export type SpinnerSize = "sm" | "md" | "lg";

const sizes: Record<SpinnerSize, string> = { sm: "size-4", md: "size-6", lg: "size-10" };

export const LOADING_LABEL = "Carregando...";

type SpinnerProps = {
  size?: SpinnerSize;
  label?: string;
  /** Show the label next to the wheel instead of only to screen readers. */
  showLabel?: boolean;
  /** Inside something that already says what is happening (a busy button): no status, no label. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = "md", label = LOADING_LABEL, showLabel = false, decorative = false, className }: SpinnerProps) {
  const wheel = (
    <svg
      className={cn("animate-spin text-current", sizes[size])}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return wheel;
  return (
    <span role="status" className={cn("inline-flex items-center gap-3", className)}>
      {wheel}
      <span className={showLabel ? "font-medium text-slate-700" : "sr-only"}>{label}</span>
    </span>
  );
}

/** The whole screen waiting, e.g. while the session loads. */
export function FullPageSpinner({ label = LOADING_LABEL }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 text-brand-700">
      <Spinner size="lg" label={label} showLabel className="flex-col" />
    </div>
  );
}

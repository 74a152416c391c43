import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./Button.tsx";
import { cn } from "./cn.ts";
import { Spinner } from "./Spinner.tsx";

/** What an icon button's colour says: a plain action, a destructive one, publishing, withdrawing. */
export type IconTone = "neutral" | "danger" | "success" | "warning";

const tones: Record<IconTone, string> = {
  neutral: "",
  danger: "text-red-700 hover:bg-red-50 hover:text-red-800",
  success: "text-green-800 hover:bg-green-50 hover:text-green-900",
  warning: "text-amber-800 hover:bg-amber-50 hover:text-amber-900",
};

type IconButtonProps = Omit<ButtonProps, "variant" | "size" | "children" | "aria-label" | "loading"> & {
  /** What the button does to what, read aloud: `Excluir "Gatinho"`. */
  label: string;
  icon: ReactNode;
  tone?: IconTone;
  /** Working: disabled, with a spinner in place of the icon and `busyLabel` read aloud. */
  busy?: boolean;
  busyLabel?: string;
};

/** A ghost button that shows only an icon; its label names the action and the item it acts on. */
export function IconButton({
  label,
  icon,
  tone = "neutral",
  busy = false,
  busyLabel,
  className,
  disabled,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={busy && busyLabel ? busyLabel : label}
      disabled={disabled || busy}
      className={cn(tones[tone], className) || undefined}
      {...props}
    >
      {busy ? <Spinner size="sm" decorative /> : icon}
    </Button>
  );
}

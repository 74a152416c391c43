import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "./cn.ts";
import { FieldHint } from "./Field.tsx";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "id"> & { label: ReactNode; hint?: ReactNode; id?: string };

export function Checkbox({ label, hint, id, className, ...props }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox${generated}`;
  const hintId = `${controlId}-hint`;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={controlId}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        {...(hint ? { "aria-describedby": hintId } : {})}
        {...props}
      />
      <div>
        <label htmlFor={controlId} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        <FieldHint id={hintId}>{hint}</FieldHint>
      </div>
    </div>
  );
}

import { useId } from "react";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";
import type { AutoPublishMode } from "#src/lib/admin-contracts/responses.ts";
import { cn } from "../ui/cn.ts";

const OPTIONS: { mode: AutoPublishMode; label: string; hint: string }[] = [
  { mode: "review", label: PUBLISHING.modeReview, hint: PUBLISHING.modeReviewHint },
  { mode: "live", label: PUBLISHING.modeLive, hint: PUBLISHING.modeLiveHint },
];

/**
 * 'Ao publicar': whether a publication (the button's or the scheduler's)
 * saves the drawing inactive for review, the default, or puts it live. The
 * choice is stored on the server (auto_publish_settings) when it changes.
 */
export function PublishModeField({
  mode,
  saving,
  onChange,
}: {
  mode: AutoPublishMode;
  saving: boolean;
  onChange: (mode: AutoPublishMode) => void;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={saving} aria-busy={saving || undefined}>
      <legend className="text-sm font-semibold text-slate-800">{PUBLISHING.modeHeading}</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.mode}
          className={cn(
            "flex cursor-pointer gap-3 rounded-lg border p-3 text-sm",
            mode === option.mode ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white",
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onChange(option.mode)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-slate-900">{option.label}</span>
            <span className="block text-slate-600">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

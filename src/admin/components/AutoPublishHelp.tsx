import { useId } from "react";
import { PUBLISHING } from "#src/lib/admin-contracts/messages.ts";

/** The publishing screen's instructions and SEO tips (spec section 2). */
export function AutoPublishHelp() {
  const howId = useId();
  const seoId = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby={howId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={howId} className="text-lg font-bold text-slate-900">
          {PUBLISHING.instructionsHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-700">
          {PUBLISHING.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={seoId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id={seoId} className="text-lg font-bold text-slate-900">
          {PUBLISHING.seoHeading}
        </h2>
        <p className="mt-3 text-sm text-slate-700">{PUBLISHING.seoIntro}</p>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
          {PUBLISHING.seoTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

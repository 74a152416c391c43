import { formatNumber } from "#src/lib/format.ts";

export type Stat = { label: string; value: number | undefined; tone?: "default" | "success" | "muted" | "brand" };

const tones = {
  default: "text-slate-900",
  success: "text-green-700",
  muted: "text-slate-600",
  brand: "text-brand-700",
} as const;

/** The summary counters above a list: a labelled region holding a description list, so each number keeps its label. */
export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className={`mt-1 text-2xl font-bold ${tones[stat.tone ?? "default"]}`}>
              {stat.value === undefined ? "–" : formatNumber(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { Input } from "#src/admin/ui/Input.tsx";
import { Select } from "#src/admin/ui/Select.tsx";
import type { YearlyDate } from "#src/lib/calendar/yearly-date.ts";
import { MONTH_NAMES, WEEKDAY_NAMES, weekdayOrdinal, yearlyDateLabel } from "#src/lib/collections/rule-label.ts";

const RULE_DEFAULTS: Record<YearlyDate["kind"], YearlyDate> = {
  fixed: { kind: "fixed", month: 12, day: 25 },
  weekday: { kind: "weekday", month: 5, weekday: 0, nth: 2 },
  easter: { kind: "easter", offsetDays: 0 },
};
const monthOptions = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const weekdayOptions = WEEKDAY_NAMES.map((name, index) => ({ value: String(index), label: name }));
/** Which one of the month, in the chosen weekday's gender ('2º domingo', '1ª segunda-feira'). */
const nthOptions = (weekday: number) =>
  [1, 2, 3, 4, 5, -1].map((nth) => ({ value: String(nth), label: weekdayOrdinal(nth, weekday) }));

/** The yearly date: none, a fixed day, the nth weekday of a month, or days from Easter; and how early it starts leading. */
export function DateFields({
  rule,
  daysBefore,
  error,
  disabled,
  onChange,
}: {
  rule: YearlyDate | null;
  daysBefore: number;
  error: string | undefined;
  disabled: boolean;
  onChange(rule: YearlyDate | null, daysBefore: number): void;
}) {
  const set = (next: YearlyDate | null) => onChange(next, daysBefore);
  // A fixed day's and a weekday's month, the same select.
  const monthSelect = (dated: Extract<YearlyDate, { month: number }>) => (
    <NumberSelect
      label="Mês"
      options={monthOptions}
      value={dated.month}
      onChange={(month) => set({ ...dated, month })}
      disabled={disabled}
    />
  );
  const number = (value: string) => Number.parseInt(value, 10) || 0;
  return (
    <div className="space-y-3" data-date-fields>
      <Select
        label="Data comemorativa"
        options={[
          { value: "", label: "Sem data" },
          { value: "fixed", label: "Data fixa (ex.: Natal)" },
          { value: "weekday", label: "Dia da semana (ex.: Dia das Mães)" },
          { value: "easter", label: "Conforme a Páscoa" },
        ]}
        value={rule?.kind ?? ""}
        onChange={(event) => set(event.target.value ? RULE_DEFAULTS[event.target.value as YearlyDate["kind"]] : null)}
        disabled={disabled}
      />
      {rule?.kind === "fixed" && (
        <div className="grid grid-cols-2 gap-3">
          <Input
            label="Dia"
            type="number"
            min={1}
            max={31}
            value={rule.day}
            onChange={(event) => set({ ...rule, day: number(event.target.value) })}
            disabled={disabled}
          />
          {monthSelect(rule)}
        </div>
      )}
      {rule?.kind === "weekday" && (
        <div className="grid gap-3">
          <NumberSelect
            label="Qual"
            options={nthOptions(rule.weekday)}
            value={rule.nth}
            onChange={(nth) => set({ ...rule, nth: nth as typeof rule.nth })}
            disabled={disabled}
          />
          <NumberSelect
            label="Dia da semana"
            options={weekdayOptions}
            value={rule.weekday}
            onChange={(weekday) => set({ ...rule, weekday })}
            disabled={disabled}
          />
          {monthSelect(rule)}
        </div>
      )}
      {rule?.kind === "easter" && (
        <Input
          label="Dias a partir da Páscoa"
          hint="0 é o domingo de Páscoa; negativo, antes (Carnaval: -47)."
          type="number"
          min={-70}
          max={70}
          value={rule.offsetDays}
          onChange={(event) => set({ ...rule, offsetDays: number(event.target.value) })}
          disabled={disabled}
        />
      )}
      {rule && (
        <Input
          label="Destaque começa quantos dias antes"
          hint="Enquanto isso, a coleção aparece no topo da página inicial e da página de coleções (horário de Brasília)."
          type="number"
          min={0}
          max={120}
          value={daysBefore}
          onChange={(event) => onChange(rule, number(event.target.value))}
          disabled={disabled}
        />
      )}
      <p className="text-sm text-slate-700" data-date-label>
        {yearlyDateLabel(rule)}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A select of numbered choices (a month, a weekday, which one of the month). */
function NumberSelect({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: number;
  onChange(value: number): void;
  disabled: boolean;
}) {
  return (
    <Select
      label={label}
      options={options}
      value={String(value)}
      onChange={(event) => onChange(Number.parseInt(event.target.value, 10))}
      disabled={disabled}
    />
  );
}

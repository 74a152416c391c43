import type { z } from "zod";

/**
 * An admin list's state (filters, sort, page) in the address only, so the
 * browser's back button returns to the same page of the same search and a
 * sorted list can be shared. It is read with the API's own query schema
 * (src/lib/admin-contracts/schemas.ts), field by field: a value the API
 * would refuse falls back to that field's default instead of breaking the
 * screen, and defaults stay out of the address.
 */
type Fields = Record<string, z.ZodType>;

export type ListQuery<F extends Fields> = { [K in keyof F]: z.output<F[K]> };

export type ListAddress<F extends Fields> = {
  readonly fields: F;
  /** The address's name of a field, when it is not the field's own (`category` for `categoryId`). */
  readonly names: Partial<Record<keyof F, string>>;
  /** Fields that go into the address together or not at all (a sort and its direction). */
  readonly together: readonly (readonly (keyof F)[])[];
  readonly defaults: ListQuery<F>;
};

type AddressOptions<F extends Fields> = Partial<Pick<ListAddress<F>, "names" | "together">>;

/** The address of a list whose query `schema` validates (without `limit`, which the screen sets). */
export function listAddress<F extends Fields>(
  schema: z.ZodObject<F>,
  { names = {}, together = [] }: AddressOptions<F> = {},
): ListAddress<F> {
  const fields = schema.shape;
  const defaults = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.safeParse(undefined).data]),
  ) as ListQuery<F>;
  return { fields, names, together, defaults };
}

const nameOf = <F extends Fields>(address: ListAddress<F>, key: keyof F) => address.names[key] ?? String(key);

/** The query an address's search string (`?search=gato&page=2`) holds. */
export function parseListQuery<F extends Fields>(address: ListAddress<F>, search: string): ListQuery<F> {
  const params = new URLSearchParams(search);
  const query = { ...address.defaults };
  for (const key of Object.keys(address.fields) as (keyof F)[]) {
    const raw = params.get(nameOf(address, key));
    if (raw === null) continue;
    const parsed = (address.fields[key] as z.ZodType).safeParse(raw);
    if (parsed.success) query[key] = parsed.data as ListQuery<F>[keyof F];
  }
  return query;
}

/** The search string of a query ('' when everything is a default), in the fields' order. */
export function listQuerySearch<F extends Fields>(address: ListAddress<F>, query: ListQuery<F>): string {
  const keys = Object.keys(address.fields) as (keyof F)[];
  // Through each field's schema: the address holds what the API would read (a trimmed search, no blank one).
  const values = new Map(
    keys.map((key) => {
      const parsed = (address.fields[key] as z.ZodType).safeParse(query[key]);
      return [key, parsed.success ? parsed.data : undefined] as const;
    }),
  );
  const differs = (key: keyof F) => {
    const value = values.get(key);
    return value !== undefined && value !== null && value !== address.defaults[key];
  };
  const params = new URLSearchParams();
  for (const key of keys) {
    const group = address.together.find((fields) => fields.includes(key)) ?? [key];
    if (group.some(differs) && values.get(key) !== undefined) params.set(nameOf(address, key), String(values.get(key)));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

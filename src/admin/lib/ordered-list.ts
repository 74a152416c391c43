/**
 * The order of a collection's items as the form edits it: moved by drag and
 * drop or by the keyboard's 'Subir'/'Descer' buttons, which both end here.
 */

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (list.length === 0 || source === target) return [...list];
  const next = [...list];
  const [item] = next.splice(source, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

/** The list with `item` appended, unless an item with its id is already there or the list is full. */
export function addItem<T extends { id: string }>(list: readonly T[], item: T, max: number): T[] {
  if (list.length >= max || list.some((existing) => existing.id === item.id)) return [...list];
  return [...list, item];
}

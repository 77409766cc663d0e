/**
 * Returns a copy of the list with the item at `index` merged with `patch`, so row editors (phones, schedules,
 * branches) change one row without touching the others or the list they were given.
 */
export function patchItemAt<T extends object>(items: readonly T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, at) => (at === index ? { ...item, ...patch } : item));
}

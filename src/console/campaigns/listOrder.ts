/** Moves the item at `from` one place up (-1) or down (+1); past either end the list stays as it is. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  const item = list[from];
  const other = list[to];
  if (item === undefined || other === undefined) return [...list];
  const next = [...list];
  next[from] = other;
  next[to] = item;
  return next;
}

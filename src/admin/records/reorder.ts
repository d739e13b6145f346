/** Pure steps of drag-and-drop reordering: no React, no network. */

/** A copy of `items` with the item at `from` moved to `to` (both indexes in the original list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length || to < 0 || to >= result.length) return result;
  const [moved] = result.splice(from, 1);
  result.splice(to, 0, moved);
  return result;
}

/**
 * The module's whole order after a page was rearranged: the page's records take the slots they
 * held in the whole order, in their new sequence; every other record keeps its place. A page id
 * missing from the whole order (deleted meanwhile) is dropped.
 */
export function withPageOrder(allIds: readonly number[], pageIds: readonly number[]): number[] {
  const known = new Set(allIds);
  const queue = pageIds.filter((id) => known.has(id));
  const onPage = new Set(queue);
  let next = 0;
  return allIds.map((id) => (onPage.has(id) ? queue[next++] : id));
}

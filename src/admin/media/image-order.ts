/** The ids with the one at `from` moved to `to`; out-of-range moves change nothing. */
export function moveId(ids: number[], from: number, to: number): number[] {
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length || from === to) return ids;
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The list with the picked ids added at the end, none twice, and no more than `max` in all. */
export function addIds(ids: number[], picked: number[], max = Number.POSITIVE_INFINITY): number[] {
  const next = [...ids];
  for (const id of picked) if (!next.includes(id) && next.length < max) next.push(id);
  return next;
}

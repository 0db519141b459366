/**
 * Incentives and durations are saved as the session's whole list (the update replaces it): the
 * edited row replaces its old self, a new one (id 0) is appended, deleted ids are left out.
 */
export function nextListRows<T extends { id: number }>(
  current: readonly T[],
  edited: Record<string, unknown> | null,
  removeIds: readonly number[] = [],
): Record<string, unknown>[] {
  const keep: Record<string, unknown>[] = current.filter((row) => !removeIds.includes(row.id));
  if (!edited) return keep;
  const id = Number(edited.id) || 0;
  return id
    ? keep.map((row) => (row.id === id ? { ...row, ...edited } : row))
    : [...keep, { ...edited, id: 0 }];
}

/**
 * submenu/{menu} (product §2.2, decision 276): `menu` names one group of the staff menu by its
 * name in lower case with spaces as hyphens ("admin", "reports", "communication").
 */
export const menuSlug = (group: string) => group.trim().toLowerCase().replace(/\s+/g, "-");

/** The commands of one menu group, in menu order; null when no offered entry is in that group. */
export function groupEntries<C>(
  placed: readonly { command: C; group: string; order: number }[],
  slug: string,
): { name: string; commands: C[] } | null {
  const inGroup = placed.filter((p) => menuSlug(p.group) === slug.toLowerCase());
  const first = inGroup[0];
  if (!first) return null;
  return {
    name: first.group,
    commands: [...inGroup].sort((a, b) => a.order - b.order).map((p) => p.command),
  };
}

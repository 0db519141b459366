import type { StaffPerson } from "../../../../../server/contracts/staff-users";

/**
 * The holder checklist's choices: active staff by full name (value: the user name), plus the
 * inactive people who still hold a seat, marked so (they keep it but use none; decision 277).
 */
export function holderOptions(people: readonly StaffPerson[], holders: readonly string[]) {
  const held = new Set(holders.map((h) => h.toLowerCase()));
  const options = people
    .filter((p) => p.isActive || held.has(p.username.toLowerCase()))
    .map((p) => ({ value: p.username, label: p.isActive ? p.fullName : `${p.fullName} (inactive)` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const known = new Set(options.map((o) => o.value.toLowerCase()));
  for (const h of holders) if (!known.has(h.toLowerCase())) options.push({ value: h, label: h });
  return options;
}

/**
 * An option's share of the people who answered its question, as the summary shows it ('40%';
 * '<1%' for a few among many; '—' when nobody answered). Several choices per person can add up
 * to more than 100%.
 */
export function shareText(count: number, answered: number): string {
  if (answered <= 0) return "—";
  if (count === 0) return "0%";
  const percent = (count / answered) * 100;
  return percent < 1 ? "<1%" : `${Math.round(percent)}%`;
}

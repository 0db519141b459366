import type { DashStat, StaffKpi } from "../../../../server/contracts/dashboard";
import { formatDate, formatMoney } from "../../../lib/format";

/** How the dashboard reads its figures (decision 233): pure, so the tests read them too. */

/** A card's figure as text: a count, a percentage with one decimal, or money. */
export function statText(format: DashStat["format"], value: number | null): string {
  if (value === null) return "–";
  if (format === "money") return formatMoney(value);
  if (format === "percent") return `${value.toFixed(1)}%`;
  return Math.round(value).toLocaleString("en-AU");
}

/**
 * The change against the previous period in words and an arrow, never colour alone:
 * "▲ up 3 from 9", "▼ down 2.5 points from 60.0%", "no change from 4", "no previous figure".
 */
export function changeText(stat: Pick<DashStat, "format" | "value" | "previous" | "change">): {
  arrow: "▲" | "▼" | "";
  text: string;
  direction: "up" | "down" | "same" | "none";
} {
  const { format, previous, change } = stat;
  if (change === null || previous === null)
    return { arrow: "", text: "no previous figure", direction: "none" };
  const before = statText(format, previous);
  if (change === 0) return { arrow: "", text: `no change from ${before}`, direction: "same" };
  const size =
    format === "money"
      ? formatMoney(Math.abs(change))
      : format === "percent"
        ? `${Math.abs(change).toFixed(1)} points`
        : Math.abs(change).toLocaleString("en-AU");
  return change > 0
    ? { arrow: "▲", text: `up ${size} from ${before}`, direction: "up" }
    : { arrow: "▼", text: `down ${size} from ${before}`, direction: "down" };
}

/** "01/06/2026 – 15/06/2026". */
export const periodText = (from: string, to: string) => `${formatDate(from)} – ${formatDate(to)}`;

/** The chart rows of the staff KPI for one person (a username) or everyone (""): one row a period. */
export function kpiRows(kpi: StaffKpi, who: string) {
  return kpi.periods.map((period) => {
    const rows = kpi.rows.filter((r) => r.period === period && (who === "" || r.username === who));
    const sum = (key: "bookingsMade" | "confirmations" | "attended" | "minutesTracked") =>
      rows.reduce((n, r) => n + r[key], 0);
    return {
      period,
      bookingsMade: sum("bookingsMade"),
      confirmations: sum("confirmations"),
      attended: sum("attended"),
      hoursTracked: Math.round((sum("minutesTracked") / 60) * 10) / 10,
    };
  });
}

/** The people of a staff KPI answer, by name. */
export function kpiPeople(kpi: StaffKpi | undefined) {
  const seen = new Map<string, string>();
  for (const r of kpi?.rows ?? []) seen.set(r.username, r.name);
  return [...seen]
    .map(([username, name]) => ({ username, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** "2026-06" → "06/2026". */
export const monthText = (month: unknown) =>
  typeof month === "string" && /^\d{4}-\d{2}$/.test(month) ? `${month.slice(5)}/${month.slice(0, 4)}` : "";

/** A respondent suggestion's record route: business, impairment or consumer panel (product §2.7). */
export function respondentRoute(r: { businessRego: boolean; disabilityRego: boolean }) {
  if (r.businessRego) return "businessPanelMember" as const;
  if (r.disabilityRego) return "impairmentPanelMember" as const;
  return "respondentRecord" as const;
}

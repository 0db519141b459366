import { wallDateText, wallTime } from "../../server/contracts/agency-time";
import { applyMask, type CountryVariant, MASKS } from "../../server/contracts/masks";
import { moneyText } from "../../server/contracts/money-text";
import { agencyZone } from "./agency-zone";

/**
 * How values read on every screen (product §5, §9): dates DD/MM/YYYY, money `$1,234.50`, phones
 * through the same masks the forms type with. Each formatter answers "" for a missing or
 * unreadable value; pages that show a dash pass it as `empty`.
 */

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date or timestamp as the day it names, DD/MM/YYYY: a date ("2026-03-04") as it is, a
 * timestamp as the day on the agency's clock (decision 170).
 */
export function formatDate(value: unknown, empty = ""): string {
  if (typeof value !== "string" || value === "") return empty;
  const date = DATE_ONLY.exec(value);
  if (date) {
    const d = new Date(`${value}T00:00:00Z`);
    return d.getUTCDate() === Number(date[3]) ? `${date[3]}/${date[2]}/${date[1]}` : empty;
  }
  return wallDateText(value, agencyZone()) || empty;
}

/** A timestamp's time of day on the agency's clock, HH:MM (24-hour). */
export function formatTime(value: unknown, empty = ""): string {
  if (typeof value !== "string" || value === "" || DATE_ONLY.test(value)) return empty;
  return wallTime(value, agencyZone()) || empty;
}

/** A timestamp as "DD/MM/YYYY HH:MM" on the agency's clock. */
export function formatDateTime(value: unknown, empty = ""): string {
  const day = formatDate(value);
  return day ? `${day} ${formatTime(value)}`.trim() : empty;
}

/** Money: `$` with two decimals and ',' thousands, minus before the sign ($1,234.50, -$5.00). */
export function formatMoney(value: unknown, empty = ""): string {
  if (value === null || value === undefined || value === "") return empty;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return empty;
  return moneyText(n);
}

/** Sums decimal amounts in whole cents, so 0.1 + 0.2 adds up to 0.3. */
export function sumMoney(amounts: readonly (string | number)[]): number {
  const cents = amounts.reduce<number>((total, a) => {
    const n = Number(a);
    return Number.isFinite(n) ? total + Math.round(n * 100) : total;
  }, 0);
  return cents / 100;
}

/**
 * A stored phone number as the form shows it: landline `(NN) NNNN NNNN`, mobile per country
 * variant (`NNNN NNN NNN`; NZ 11 digits). A value that is not all digits is shown as stored.
 */
export function formatPhone(value: unknown, kind: "landline" | "mobile", variant: CountryVariant): string {
  if (typeof value !== "string" || value.trim() === "") return "";
  const digits = value.replace(/[\s()-]/g, "");
  if (!/^\d+$/.test(digits)) return value;
  return applyMask(MASKS[variant][kind], digits);
}

/** Minutes as "1 h 30 min" / "45 min" / "2 h" (durations, time spent); negatives keep their sign. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  const text = h ? `${h} h${m ? ` ${m} min` : ""}` : `${m} min`;
  return minutes < 0 ? `-${text}` : text;
}

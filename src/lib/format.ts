import { format, isValid, parseISO } from "date-fns";
import { applyMask, type CountryVariant, MASKS } from "../../server/contracts/masks";

/**
 * How values read on every screen (product §5, §9): dates DD/MM/YYYY, money `$1,234.50`, phones
 * through the same masks the forms type with. Each formatter answers "" for a missing or
 * unreadable value; pages that show a dash pass it as `empty`.
 */

/** A date or timestamp as the day it names, DD/MM/YYYY. */
export function formatDate(value: unknown, empty = ""): string {
  if (typeof value !== "string" || value === "") return empty;
  const d = parseISO(value);
  return isValid(d) ? format(d, "dd/MM/yyyy") : empty;
}

/** A timestamp's time of day in the browser's time zone, HH:MM (24-hour). */
export function formatTime(value: unknown, empty = ""): string {
  if (typeof value !== "string" || value === "") return empty;
  const d = parseISO(value);
  return isValid(d) ? format(d, "HH:mm") : empty;
}

const number = new Intl.NumberFormat("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money: `$` with two decimals and ',' thousands, minus before the sign ($1,234.50, -$5.00). */
export function formatMoney(value: unknown, empty = ""): string {
  if (value === null || value === undefined || value === "") return empty;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return empty;
  return `${n < 0 ? "-" : ""}$${number.format(Math.abs(n))}`;
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

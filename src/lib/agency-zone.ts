import { defaultTimeZone, isTimeZone } from "../../server/contracts/agency-time";

/**
 * The agency's time zone, the one clock of every time a screen shows or a field takes (decision
 * 170). The server writes it into the page (`<meta name="agency-time-zone">`, server/http/spa.ts;
 * `npm run dev` does the same through vite.config.ts), so it is known before the first paint and
 * the browser's own zone never matters.
 */
let zone: string | undefined;

export function agencyZone(): string {
  if (zone) return zone;
  const meta =
    typeof document === "undefined"
      ? null
      : document.querySelector('meta[name="agency-time-zone"]')?.getAttribute("content");
  zone = meta && isTimeZone(meta) ? meta : defaultTimeZone(undefined);
  return zone;
}

/** Tests: read the page again (or use this zone). */
export function resetAgencyZone(next?: string) {
  zone = next;
}

import {
  LOGIN_OUTCOMES,
  LOGIN_SIGNALS,
  type LoginSignal,
} from "../../../../../server/contracts/admin/login-audit";

/**
 * The login audit's filters live in the tab's address (as a report's do), so a link or a reload
 * shows the same rows. Unknown keys and values are dropped.
 */
export interface AuditFilters {
  user?: string;
  outcome?: (typeof LOGIN_OUTCOMES)[number];
  ip?: string;
  signal?: LoginSignal;
  from?: string;
  to?: string;
  accountId?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function auditFiltersOf(path: string): AuditFilters {
  const at = path.indexOf("?");
  const p = new URLSearchParams(at < 0 ? "" : path.slice(at + 1));
  const out: AuditFilters = {};
  const user = p.get("user")?.trim();
  if (user) out.user = user;
  const ip = p.get("ip")?.trim();
  if (ip) out.ip = ip;
  const outcome = p.get("outcome");
  const known = LOGIN_OUTCOMES.find((o) => o === outcome);
  if (known) out.outcome = known;
  const signal = LOGIN_SIGNALS.find((s) => s === p.get("signal"));
  if (signal) out.signal = signal;
  for (const key of ["from", "to"] as const) {
    const day = p.get(key);
    if (day && DAY.test(day)) out[key] = day;
  }
  const account = p.get("accountId");
  if (account && /^\d{1,9}$/.test(account)) out.accountId = Number(account);
  return out;
}

const ORDER: (keyof AuditFilters)[] = ["user", "accountId", "outcome", "ip", "signal", "from", "to"];

export function auditPathWith(base: string, filters: AuditFilters): string {
  const p = new URLSearchParams();
  for (const key of ORDER) {
    const v = filters[key];
    if (v !== undefined && v !== "") p.set(key, String(v));
  }
  const pathname = base.split("?")[0] ?? base;
  const query = p.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const OUTCOME_TEXT: Record<(typeof LOGIN_OUTCOMES)[number], string> = {
  success: "Signed in",
  "bad-credentials": "Wrong name or password",
  locked: "Locked out",
  inactive: "Account inactive",
  "2fa-required": "Asked for 2FA code",
  "2fa-failed": "Wrong 2FA code",
};

export const SIGNAL_TEXT: Record<LoginSignal, string> = {
  "new-ip": "New IP",
  "new-device": "New device",
  burst: "Burst of failures",
  "2fa-failed": "2FA failure",
};

import { useEffect, useId, useState } from "react";
import { LOGIN_OUTCOMES, LOGIN_SIGNALS } from "../../../../../server/contracts/admin/login-audit";
import { DateInput } from "../../../../components/ui/date-input";
import { type AuditFilters, OUTCOME_TEXT, SIGNAL_TEXT } from "../model/audit-url";

/**
 * The login audit's filters. The name and IP apply on Enter (or "Apply"), the lists and dates at
 * once; each change lands in the tab's address.
 */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (f: AuditFilters) => void;
}) {
  const base = useId();
  const [user, setUser] = useState(filters.user ?? "");
  const [ip, setIp] = useState(filters.ip ?? "");
  // The address changed (a link, Clear, back): the boxes show what it applies.
  useEffect(() => {
    setUser(filters.user ?? "");
    setIp(filters.ip ?? "");
  }, [filters.user, filters.ip]);
  const set = (patch: Partial<AuditFilters>) => {
    const next: AuditFilters = { ...filters, ...patch };
    for (const key of Object.keys(next) as (keyof AuditFilters)[])
      if (next[key] === undefined) delete next[key];
    onChange(next);
  };
  const applyTexts = () => set({ user: user.trim() || undefined, ip: ip.trim() || undefined });
  return (
    <form
      className="login-audit-filters"
      aria-label="Login audit filters"
      onSubmit={(e) => {
        e.preventDefault();
        applyTexts();
      }}
    >
      <label htmlFor={`${base}-user`}>
        User name
        <input className="input" id={`${base}-user`} value={user} onChange={(e) => setUser(e.target.value)} />
      </label>
      <label htmlFor={`${base}-ip`}>
        IP address
        <input className="input" id={`${base}-ip`} value={ip} onChange={(e) => setIp(e.target.value)} />
      </label>
      <label htmlFor={`${base}-outcome`}>
        Outcome
        <select
          className="input"
          id={`${base}-outcome`}
          value={filters.outcome ?? ""}
          onChange={(e) => set({ outcome: LOGIN_OUTCOMES.find((o) => o === e.target.value) })}
        >
          <option value="">Any outcome</option>
          {LOGIN_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {OUTCOME_TEXT[o]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${base}-signal`}>
        Signal
        <select
          className="input"
          id={`${base}-signal`}
          value={filters.signal ?? ""}
          onChange={(e) => set({ signal: LOGIN_SIGNALS.find((s) => s === e.target.value) })}
        >
          <option value="">Any</option>
          {LOGIN_SIGNALS.map((s) => (
            <option key={s} value={s}>
              {SIGNAL_TEXT[s]}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${base}-from`}>
        From
        <DateInput
          id={`${base}-from`}
          value={filters.from ?? ""}
          onChange={(v) => (v === "" || /^\d{4}-/.test(v)) && set({ from: v || undefined })}
        />
      </label>
      <label htmlFor={`${base}-to`}>
        To
        <DateInput
          id={`${base}-to`}
          value={filters.to ?? ""}
          onChange={(v) => (v === "" || /^\d{4}-/.test(v)) && set({ to: v || undefined })}
        />
      </label>
      <button type="submit" className="btn">
        Apply
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => {
          setUser("");
          setIp("");
          onChange({});
        }}
      >
        Clear filters
      </button>
    </form>
  );
}

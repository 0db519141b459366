import type { Roster } from "../../../../../server/contracts/staff-office/roster";
import { formatDate } from "../../../../lib/format";
import { spanLabel } from "../model/roster-grid";
import { updateRoster } from "../state/roster-state";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const dayTitle = (day: string) => `${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${formatDate(day)}`;

/**
 * The roster on a phone (decision 252): a list per day of who works or is away; choosing an entry
 * makes it the focused cell the palette's roster commands act on.
 */
export function RosterDayList({ roster }: { roster: Roster }) {
  return (
    <div className="roster-days">
      {roster.days.map((day, col) => {
        const people = roster.people
          .map((p, row) => ({
            p,
            row,
            shifts: roster.shifts.filter((s) => s.staffUserId === p.id && s.day === day),
            busy: roster.busy.filter((b) => b.staffUserId === p.id && b.day === day),
          }))
          .filter((x) => x.shifts.length + x.busy.length > 0);
        return (
          <section key={day} className="roster-list-day">
            <h2>{dayTitle(day)}</h2>
            {people.length === 0 ? (
              <p className="muted">Nobody rostered.</p>
            ) : (
              <ul>
                {people.map(({ p, row, shifts, busy }) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="roster-list-entry"
                      onClick={() => updateRoster({ focus: { row, col }, pick: 0 })}
                    >
                      <b>{p.name}</b>
                      {shifts.map((s) => (
                        <span key={s.id} className={`roster-shift roster-${s.status}`}>
                          {spanLabel(s)} {s.label}
                          {s.status === "draft" ? " (draft)" : ""}
                        </span>
                      ))}
                      {busy.map((b) => (
                        <span key={`${b.kind}-${b.id}`} className={`roster-busy roster-${b.kind}`}>
                          {spanLabel(b)} {b.label}
                        </span>
                      ))}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

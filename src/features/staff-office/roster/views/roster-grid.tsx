import { type KeyboardEvent, useEffect, useRef } from "react";
import type { Roster } from "../../../../../server/contracts/staff-office/roster";
import { commandUi, useRunCommand } from "../../../../components/command/command-ui";
import { formatDate } from "../../../../lib/format";
import { cellAt, moveFocus, spanLabel, stepAnchor } from "../model/roster-grid";
import { type RosterScreen, updateRoster } from "../state/roster-state";

const WEEKDAY = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const dayHead = (day: string) =>
  `${WEEKDAY[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${formatDate(day).slice(0, 5)}`;

/**
 * The staff × day grid (decision 252): one focusable cell at a time (roving tab stop); arrows move
 * it, the letters run the roster's commands on it. Drafts are dashed, published shifts solid.
 */
export function RosterGrid({ roster, screen }: { roster: Roster; screen: RosterScreen }) {
  const run = useRunCommand();
  const ref = useRef<HTMLTableElement>(null);
  const rows = roster.people.length;
  const cols = roster.days.length;
  const { row, col } = screen.focus;

  useEffect(() => {
    const grid = ref.current;
    if (!grid?.contains(document.activeElement)) return;
    grid.querySelector<HTMLElement>(`[data-cell="${row}-${col}"]`)?.focus();
  }, [row, col]);

  const onKey = (e: KeyboardEvent<HTMLTableElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const next = moveFocus(screen.focus, e.key, rows, cols);
    const act = (fn: () => void) => {
      e.preventDefault();
      e.stopPropagation();
      fn();
    };
    if (next) return act(() => updateRoster({ focus: next, pick: 0 }));
    const cell = cellAt(roster, screen.focus);
    switch (e.key) {
      case "PageDown":
      case "PageUp":
        return act(() =>
          updateRoster({ anchor: stepAnchor(screen.anchor, screen.view, e.key === "PageDown" ? 1 : -1) }),
        );
      case "n":
      case "Insert":
        return act(() => void run("staffOffice.addShift"));
      case "m":
        return act(() => void run("staffOffice.moveShift"));
      case "Enter":
        if (screen.moving) return act(() => void run("staffOffice.moveShift"));
        return;
      case "Escape":
        if (screen.moving) return act(() => updateRoster({ moving: null }));
        return;
      case "Delete":
      case "Backspace":
        return act(() => void run("staffOffice.removeShift"));
      case "]":
        return act(() => updateRoster({ pick: (screen.pick + 1) % Math.max(1, cell?.shifts.length ?? 1) }));
      case "a":
        // The job is chosen in the palette's picker page, as the command's button does.
        return act(() => commandUi.openPalette("command:staffOffice.allocateJob"));
      default:
        return;
    }
  };

  return (
    <div className="roster-scroll">
      <table
        ref={ref}
        className={`roster-grid${screen.view === "month" ? " roster-month" : ""}`}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern (a roving tab stop the arrows move)
        role="grid"
        aria-label={`Roster ${formatDate(roster.from)} to ${formatDate(roster.to)}`}
        onKeyDown={onKey}
      >
        <thead>
          <tr>
            <th scope="col" className="roster-corner">
              Staff
            </th>
            {roster.days.map((d) => (
              <th scope="col" key={d} className="roster-day-head">
                {dayHead(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {roster.people.map((p, r) => (
            <tr key={p.id}>
              <th scope="row" className="roster-person">
                <span>{p.name}</span>
                <small>{p.hours} h</small>
              </th>
              {roster.days.map((d, c) => {
                const focused = r === row && c === col;
                const cell = cellAt(roster, { row: r, col: c });
                const picked = focused ? Math.min(screen.pick, (cell?.shifts.length ?? 1) - 1) : -1;
                const target = focused && screen.moving ? " roster-target" : "";
                return (
                  <td
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the grid above
                    role="gridcell"
                    key={d}
                    data-cell={`${r}-${c}`}
                    tabIndex={focused ? 0 : -1}
                    aria-selected={focused}
                    className={`roster-cell${focused ? " roster-focused" : ""}${target}`}
                    onFocus={() => !focused && updateRoster({ focus: { row: r, col: c }, pick: 0 })}
                  >
                    {cell?.shifts.map((s, i) => (
                      <div
                        key={s.id}
                        className={`roster-shift roster-${s.status}${i === picked ? " roster-picked" : ""}${
                          screen.moving?.shiftId === s.id ? " roster-moving" : ""
                        }`}
                        title={s.label}
                      >
                        <b>{spanLabel(s)}</b> {s.label}
                        <span className="roster-status">{s.status === "draft" ? " (draft)" : ""}</span>
                      </div>
                    ))}
                    {cell?.busy.map((b) => (
                      <div key={`${b.kind}-${b.id}`} className={`roster-busy roster-${b.kind}`}>
                        {spanLabel(b)} {b.label}
                      </div>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { USER_MENU_AUTOCLOSE_MS } from "../../../../server/contracts/tracking-constants";
import { useRunCommand } from "../../../components/command/command-ui";
import { tracker, useTracker } from "../api/tracker";
import { clockButtons } from "../model/clock";

/**
 * The staff user drop-down (product §2.7): My Settings, Logout, Clock In, Clock Out and 'Total
 * hours'. It closes itself after 10 seconds. The clock buttons are disabled while an update runs
 * and until the drop-down is opened again (product §4). Each item runs its registry command
 * (topBar.mySettings, topBar.clockIn, topBar.clockOut, topBar.logOut).
 */
export function UserDropdown({ name }: { name: string }) {
  const runCommand = useRunCommand();
  const [open, setOpen] = useState(false);
  const [locked, setLocked] = useState(false);
  const t = useTracker();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const buttons = clockButtons(t.clock, t.busy || locked);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), USER_MENU_AUTOCLOSE_MS);
    const away = (e: MouseEvent) =>
      root.current && !root.current.contains(e.target as Node) && setOpen(false);
    const onEscape = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", away);
    document.addEventListener("keydown", onEscape);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mousedown", away);
      document.removeEventListener("keydown", onEscape);
    };
  }, [open]);

  const toggle = () => {
    if (!open) {
      setLocked(false);
      void tracker.refreshHours();
    }
    setOpen((o) => !o);
  };

  return (
    <div className="user-menu staff-user-menu" ref={root}>
      <button
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        <span className="user-name" data-testid="user-name">
          {name}
        </span>
        <span
          className={`clock-dot clock-${(t.clock ?? "unknown").toLowerCase()}`}
          title={`Clocked ${t.clock ?? "?"}`}
        />
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <div id={id} className="user-menu-list" data-testid="user-dropdown">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void runCommand("topBar.mySettings");
            }}
          >
            My Settings
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void runCommand("timesheets.openMine");
            }}
          >
            My Timesheet
          </button>
          <button
            type="button"
            disabled={!buttons.canClockIn}
            onClick={() => {
              setLocked(true);
              void runCommand("topBar.clockIn");
            }}
          >
            Clock In
          </button>
          <button
            type="button"
            disabled={!buttons.canClockOut}
            onClick={() => {
              setLocked(true);
              void runCommand("topBar.clockOut");
            }}
          >
            Clock Out
          </button>
          <p className="total-hours" data-testid="total-hours">
            Total hours: {t.hours}
          </p>
          <button type="button" onClick={() => void runCommand("topBar.logOut")}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}

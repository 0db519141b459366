import { atom, store, useAtomValue } from "../../../../lib/store";

/** Today's Monday (the browser's calendar; the server normalises any day to its week). */
function thisMonday(): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The attendance screen and "My timesheet" (decisions 257, 258): the week shown, the person
 * opened on the attendance screen, and a counter the tables reload on. Commands read it.
 */
interface TimesheetScreen {
  week: string;
  personId: number | null;
  /** The open person's pay details form is shown (decision 261). */
  payFormOpen: boolean;
  version: number;
}

const screen = atom<TimesheetScreen>({ week: thisMonday(), personId: null, payFormOpen: false, version: 0 });
const patch = (next: Partial<TimesheetScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const timesheetScreen = {
  week: () => store.get(screen).week,
  setWeek: (week: string) => patch({ week }),
  moveWeek: (by: number) => patch({ week: shift(store.get(screen).week, 7 * by) }),
  personId: () => store.get(screen).personId,
  open: (personId: number | null) => patch({ personId, payFormOpen: false }),
  payFormOpen: () => store.get(screen).payFormOpen,
  openPayForm: () => patch({ payFormOpen: true }),
  closePayForm: () => patch({ payFormOpen: false }),
  changed: () => patch({ version: store.get(screen).version + 1 }),
};

export const useTimesheetScreen = () => useAtomValue(screen);

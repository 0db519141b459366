import { addDays, mondayOf, wallDay } from "../../../../../server/contracts/agency-time";
import { agencyZone } from "../../../../lib/agency-zone";
import { atom, store, useAtomValue } from "../../../../lib/store";

/**
 * Today's Monday on the agency's calendar (decision 170), not the browser's: for hours each week
 * they are in different weeks, and the server's weeks (submitting, approving) are the agency's.
 */
const thisMonday = () => mondayOf(wallDay(new Date(), agencyZone()));

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
  moveWeek: (by: number) => patch({ week: addDays(store.get(screen).week, 7 * by) }),
  personId: () => store.get(screen).personId,
  open: (personId: number | null) => patch({ personId, payFormOpen: false }),
  payFormOpen: () => store.get(screen).payFormOpen,
  openPayForm: () => patch({ payFormOpen: true }),
  closePayForm: () => patch({ payFormOpen: false }),
  changed: () => patch({ version: store.get(screen).version + 1 }),
};

export const useTimesheetScreen = () => useAtomValue(screen);

/**
 * The kinds of leave (issue 20). The code is stored on a leave row and read as "<code> leave".
 * Paid leave becomes a leave line of the payroll file; `yearHours` is the yearly allowance a
 * person starts with unless `staff_leave_allowances` sets their own (Australian full-time
 * defaults: four weeks of annual leave, ten days of personal leave, at 7.6 hours a day).
 */
export const LEAVE_TYPES = [
  { code: "Annual", paid: true, yearHours: 152 },
  { code: "Personal", paid: true, yearHours: 76 },
  { code: "Unpaid", paid: false, yearHours: null },
] as const;

export type LeaveType = (typeof LEAVE_TYPES)[number]["code"];

/** Hours of a full working day, for leave asked in days. */
export const LEAVE_DAY_HOURS = 7.6;

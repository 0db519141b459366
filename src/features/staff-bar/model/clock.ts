/**
 * The clock state machine of product §4: unknown (null) becomes IN or OUT from the working-hours
 * answer; clock-in is disabled when IN, clock-out when OUT; both while an update runs.
 */
export type ClockStatus = "IN" | "OUT" | null;

export interface ClockView {
  canClockIn: boolean;
  canClockOut: boolean;
}

export function clockButtons(status: ClockStatus, busy: boolean): ClockView {
  return { canClockIn: !busy && status !== "IN", canClockOut: !busy && status !== "OUT" };
}

/** Product §4 "Clock alert": once, when the flag is set, the user is OUT and the server enables it. */
export function shouldAskClockIn(args: {
  flag: boolean;
  status: ClockStatus;
  alertsEnabled: boolean | undefined;
}) {
  return args.flag && args.status === "OUT" && args.alertsEnabled === true;
}

/** The saved clock cookie: the state and the 'show clock alert' flag. */
export interface ClockCookie {
  status: ClockStatus;
  showClockAlert: boolean;
}

export function readClockCookie(raw: string | undefined): ClockCookie {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ClockCookie>) : {};
    const status = parsed.status === "IN" || parsed.status === "OUT" ? parsed.status : null;
    // No cookie yet means a fresh sign-in: the alert may show.
    return { status, showClockAlert: raw ? parsed.showClockAlert === true : true };
  } catch {
    return { status: null, showClockAlert: true };
  }
}

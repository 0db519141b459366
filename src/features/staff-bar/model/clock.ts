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

/** A published shift of the signed-in person (the working-hours answer), ISO instants. */
export interface RosteredShift {
  id: number;
  startsAt: string;
  endsAt: string;
}

/**
 * Product §4 "Clock alert", asked when a rostered shift starts (decision 259): once per shift,
 * while it runs, when the user is OUT and the server enables alerts. Without a shift, never.
 */
export function shouldAskClockIn(args: {
  shift: RosteredShift | null;
  answeredShift: number | null;
  status: ClockStatus;
  alertsEnabled: boolean | undefined;
  now: number;
}) {
  const { shift } = args;
  if (!shift || shift.id === args.answeredShift) return false;
  const started = Date.parse(shift.startsAt) <= args.now && args.now < Date.parse(shift.endsAt);
  return started && args.status === "OUT" && args.alertsEnabled === true;
}

/** The saved clock cookie: the state and the shift whose question was answered. */
export interface ClockCookie {
  status: ClockStatus;
  answeredShift: number | null;
}

export function readClockCookie(raw: string | undefined): ClockCookie {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ClockCookie>) : {};
    const status = parsed.status === "IN" || parsed.status === "OUT" ? parsed.status : null;
    const answered = parsed.answeredShift;
    return { status, answeredShift: typeof answered === "number" ? answered : null };
  } catch {
    return { status: null, answeredShift: null };
  }
}

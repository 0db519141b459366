import { apiPath, TRACKING_PATHS } from "../../../../server/contracts/shell-paths";
import type { TrackingJob, WorkingHours } from "../../../../server/contracts/tracking";
import { TRACKING_TEXTS } from "../../../../server/contracts/tracking-constants";
import { cookies } from "../../../lib/cookies";
import { type Guard, isBoolean, isInteger, isString, nullable, oneOf, shape } from "../../../lib/guards";
import { http } from "../../../lib/http";
import { atom, store, useAtomValue } from "../../../lib/store";
import { toast } from "../../../lib/toast";
import { type ClockStatus, type RosteredShift, readClockCookie } from "../model/clock";

/** Cookies of product §3/§4: the tracked job, and the clock state with the shift already asked about. */
export const TRACKING_COOKIE = "tracking_job";
export const CLOCK_COOKIE = "clock_state";

export interface TrackerState {
  username: string;
  clock: ClockStatus;
  hours: string;
  tracking: TrackingJob | null;
  busy: boolean;
  /** The published shift in progress or next (decision 259), and the one whose question was answered. */
  shift: RosteredShift | null;
  answeredShift: number | null;
}

const trackerAtom = atom<TrackerState>({
  username: "",
  clock: null,
  hours: "0:00",
  tracking: null,
  busy: false,
  shift: null,
  answeredShift: null,
});
const state = () => store.get(trackerAtom);

// The tracker runs in the staff shell, so it checks answers with guards, not zod (decision 080).
export const isTrackingJob: Guard<TrackingJob> = shape({
  id: isInteger,
  jobId: isInteger,
  jobNumberAndName: isString,
  isSmsAutoWorking: isBoolean,
});
export const isWorkingHours: Guard<WorkingHours> = shape({
  statusString: oneOf("IN", "OUT"),
  hoursString: isString,
  rosteredShift: nullable(shape({ id: isInteger, startsAt: isString, endsAt: isString })),
});
const isCurrentlyTracking = nullable(isTrackingJob);
function set(patch: Partial<TrackerState>) {
  store.set(trackerAtom, { ...state(), ...patch });
}

function readTrackingCookie(): TrackingJob | null {
  try {
    const raw = cookies.get(TRACKING_COOKIE);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isTrackingJob(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function writeTrackingCookie(job: TrackingJob | null) {
  if (job) cookies.set(TRACKING_COOKIE, JSON.stringify(job));
  else cookies.remove(TRACKING_COOKIE);
}

function writeClockCookie() {
  const { clock: status, answeredShift } = state();
  cookies.set(CLOCK_COOKIE, JSON.stringify({ status, answeredShift }));
}

const quiet = { hideLoadingBar: true } as const;
const forUser = (path: string) => apiPath(path, { username: state().username });

/** The job tracker and clock of the staff top bar (product §4), shared by the bar and the commands. */
export const tracker = {
  get: state,
  subscribe: (listener: () => void) => store.sub(trackerAtom, listener),

  /** Starts for the signed-in user: reads the cookies, then asks the server. */
  async start(username: string) {
    const clock = readClockCookie(cookies.get(CLOCK_COOKIE));
    set({
      username,
      tracking: readTrackingCookie(),
      clock: clock.status,
      answeredShift: clock.answeredShift,
    });
    const current = await http.get(forUser(TRACKING_PATHS.currentlyTracking), isCurrentlyTracking, quiet);
    if (current.succeeded) {
      writeTrackingCookie(current.value);
      set({ tracking: current.value });
    }
    await tracker.refreshHours();
  },

  /** The tracker bar re-reads the cookie every 10 seconds (another browser tab may have changed it). */
  syncFromCookie() {
    const job = readTrackingCookie();
    if (JSON.stringify(job) !== JSON.stringify(state().tracking)) set({ tracking: job });
  },

  async refreshHours() {
    const answer = await http.get(forUser(TRACKING_PATHS.workingHours), isWorkingHours, quiet);
    if (!answer.succeeded) return;
    const { statusString, hoursString, rosteredShift } = answer.value;
    set({ clock: statusString, hours: hoursString, shift: rosteredShift });
    writeClockCookie();
  },

  /** The clock alert was answered: it shows once per shift. */
  dismissClockAlert() {
    set({ answeredShift: state().shift?.id ?? null });
    writeClockCookie();
  },

  async clockIn() {
    set({ busy: true });
    try {
      const answer = await http.get(forUser(TRACKING_PATHS.clockOn), isWorkingHours, quiet);
      // Clock update failures are only logged (product §8).
      if (answer.succeeded) set({ clock: answer.value.statusString, hours: answer.value.hoursString });
      else console.warn("Clock on failed", answer.errors);
      writeClockCookie();
    } finally {
      set({ busy: false });
    }
  },

  /** Clock-out: a tracked job is stopped first, then clock-off (product §4). */
  async clockOut() {
    set({ busy: true });
    try {
      if (state().tracking) await tracker.stop();
      const answer = await http.get(forUser(TRACKING_PATHS.clockOff), isWorkingHours, quiet);
      if (answer.succeeded) set({ clock: answer.value.statusString, hours: answer.value.hoursString });
      else console.warn("Clock off failed", answer.errors);
      writeClockCookie();
    } finally {
      set({ busy: false });
    }
  },

  async track(job: { id: number; jobNumberAndName: string }) {
    const answer = await http.postJson(
      apiPath(TRACKING_PATHS.start),
      { username: state().username, jobid: job.id },
      isTrackingJob,
    );
    if (!answer.succeeded) {
      toast.error(TRACKING_TEXTS.failTitle, TRACKING_TEXTS.trackFailed);
      return;
    }
    writeTrackingCookie(answer.value);
    set({ tracking: answer.value });
    toast.success(TRACKING_TEXTS.trackedTitle, TRACKING_TEXTS.tracked(answer.value.jobNumberAndName));
  },

  async stop(options: { silent?: boolean } = {}) {
    const job = state().tracking;
    const answer = await http.postJson(
      apiPath(TRACKING_PATHS.stop),
      { username: state().username, jobid: job?.jobId ?? 0 },
      undefined,
      options.silent ? quiet : {},
    );
    // Whatever the server says, the bar must not claim a job it is no longer tracking.
    writeTrackingCookie(null);
    set({ tracking: null });
    if (options.silent) return;
    if (answer.succeeded) {
      toast.success(TRACKING_TEXTS.stoppedTitle, TRACKING_TEXTS.stopped(job?.jobNumberAndName ?? ""));
    } else {
      toast.error(TRACKING_TEXTS.failTitle, TRACKING_TEXTS.stopFailed);
    }
  },

  /** Logout: stop tracking first (product §4), then forget this user's cookies. */
  async beforeLogout() {
    if (state().tracking) await tracker.stop({ silent: true });
    cookies.remove(TRACKING_COOKIE);
    cookies.remove(CLOCK_COOKIE);
    set({ tracking: null, clock: null, shift: null, answeredShift: null });
  },
};

export function useTracker(): TrackerState {
  return useAtomValue(trackerAtom);
}

import {
  CONFIRM_PATHS,
  CONFIRM_STATES,
  type ConfirmDetails,
  type ConfirmState,
} from "../../../../server/contracts/sessions/confirm-page";
import { apiPath } from "../../../../server/contracts/shell-paths";
import { type Guard, isString, oneOf, shape } from "../../../lib/guards";
import { http } from "../../../lib/http";

/**
 * The confirm page's calls (decision 176). A public page opened from an e-mail on a phone: answers
 * are checked with type guards, not zod (decision 157); a bad link is a refusal the page shows.
 * The paths are the declared calls' own (CONFIRM_PATHS).
 */
const PUBLIC = { authRedirect: false } as const;
const at = (path: string, token: string) => apiPath(path, { token });

const isConfirmDetails: Guard<ConfirmDetails> = shape({
  state: oneOf(...CONFIRM_STATES),
  firstName: isString,
  sessionName: isString,
  jobName: isString,
  weekday: isString,
  date: isString,
  time: isString,
  endTime: isString,
  zoneName: isString,
  place: isString,
  address: isString,
  mapUrl: isString,
  incentive: isString,
});

const isStateAnswer: Guard<{ state: ConfirmState }> = shape({ state: oneOf(...CONFIRM_STATES) });

/** GET …/details: reads only. */
export const getConfirmDetails = (token: string) =>
  http.get(at(CONFIRM_PATHS.details, token), isConfirmDetails, PUBLIC);

/** POST …: the button press that confirms. */
export const confirmAttendance = (token: string) =>
  http.postJson(at(CONFIRM_PATHS.confirm, token), {}, isStateAnswer, PUBLIC);

/** POST …/cancel: 'Can't make it?' with the reason. */
export const cancelAttendance = (token: string, reason: string) =>
  http.postJson(at(CONFIRM_PATHS.cancel, token), { reason }, isStateAnswer, PUBLIC);

/** The .ics download's address (a plain link: the browser saves the file). */
export const calendarUrl = (token: string) => at(CONFIRM_PATHS.calendar, token);

import { z } from "zod";
import { call } from "../call";
import { deleteCall } from "../records";
import {
  proposalSchema,
  publishSchema,
  rosterRangeSchema,
  rosterSchema,
  shiftSaveSchema,
  shiftSchema,
} from "./roster";

/** The roster's calls (decision 250). */

/** GET /api/staff-roster?from=YYYY-MM-DD&to=YYYY-MM-DD: people × days with shifts and what else holds them. */
export const roster = call("GET", "/staff-roster", { input: rosterRangeSchema, answer: rosterSchema });
/** POST /api/staff-shift/update: create or change (move) one shift; clashes are refused. */
export const saveShift = call("POST", "/staff-shift/update", { input: shiftSaveSchema, answer: shiftSchema });
/** POST /api/staff-shift/delete: shifts by id. */
export const deleteShifts = deleteCall("/staff-shift/delete", z.number());
/** POST /api/staff-roster/propose {from, to}: draft shifts from the sessions in the range. */
export const proposeRoster = call("POST", "/staff-roster/propose", {
  input: rosterRangeSchema,
  answer: proposalSchema,
});
/** POST /api/staff-roster/publish {from, to}: the range's drafts published, one mail per person. */
export const publishRoster = call("POST", "/staff-roster/publish", {
  input: rosterRangeSchema,
  answer: publishSchema,
});

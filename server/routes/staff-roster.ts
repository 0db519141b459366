import { Hono } from "hono";
import type { AppEnv } from "../context";
import { RIGHTS } from "../contracts/rights";
import * as calls from "../contracts/staff-office/roster-calls";
import * as roster from "../services/staff-office/roster";
import { proposeRoster } from "../services/staff-office/roster-propose";
import { publishRoster } from "../services/staff-office/roster-publish";
import { handle } from "./handle";

const RJA = { staff: [RIGHTS.RosterJobAllocation] };

/** The roster (decision 250): any staff member reads (their own published shifts without RJA). */
export const staffRosterRoutes = new Hono<AppEnv>()
  .on(...handle(calls.roster, { staff: [] }, roster.readRoster))
  .on(...handle(calls.saveShift, RJA, roster.saveShift, { successMsg: "Successfully Saved!" }))
  .on(...handle(calls.deleteShifts, RJA, roster.deleteShifts, { successMsg: "Successfully Deleted!" }))
  .on(...handle(calls.proposeRoster, RJA, proposeRoster))
  .on(...handle(calls.publishRoster, RJA, publishRoster, { successMsg: "Roster published." }));

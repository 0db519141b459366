import { Hono } from "hono";
import type { AppEnv } from "../context";
import { idsOf } from "../contracts/records";
import * as calls from "../contracts/respondents/calls";
import { respondentUpdateSchema } from "../contracts/respondents/respondents";
import { RIGHTS } from "../contracts/rights";
import { respondentHistory } from "../services/respondents/history";
import { mergeRespondents } from "../services/respondents/merge";
import {
  addNote,
  loadRespondentView,
  notesOf,
  PASSWORD_SET_BY_STAFF,
  removeRespondents,
  saveRespondent,
  setRespondentPassword,
} from "../services/respondents/respondents";
import { forCountry } from "./country-input";
import { handle } from "./handle";

const { RespondentAdmin: RES, RespondentPassword: RSP } = RIGHTS;
/** The record itself: the respondent (own record, checked by the service) or staff with RES. */
const OWN_OR_STAFF = { staff: [RES], respondent: true } as const;
const STAFF = { staff: [RES] } as const;
const SAVED = { successMsg: "Successfully Saved!" };

/** The respondent record: product §7.3 and staff-calls §7.14 (decision 060). */
export const respondentsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.respondent, OWN_OR_STAFF, (ctx, i) => loadRespondentView(ctx, i.id)))
  .on(
    ...handle(calls.saveRespondent, OWN_OR_STAFF, forCountry(respondentUpdateSchema, saveRespondent), SAVED),
  )
  .on(
    ...handle(calls.deleteRespondents, STAFF, (ctx, i) => removeRespondents(ctx, idsOf(i)), {
      successMsg: "Respondent deleted.",
    }),
  )
  .on(
    ...handle(calls.mergeRespondents, STAFF, mergeRespondents, {
      successMsg: (merged) => `Respondent #${merged.mergedId} merged into #${merged.keepId}.`,
    }),
  )
  .on(
    ...handle(calls.setRespondentPassword, { staff: [RES, RSP] }, setRespondentPassword, {
      successMsg: PASSWORD_SET_BY_STAFF,
    }),
  )
  .on(...handle(calls.notes, STAFF, (ctx, i) => notesOf(ctx, i.id)))
  .on(...handle(calls.addNote, STAFF, addNote, SAVED))
  // The participation timeline on the staff record (walkthrough M9): events, answers, payments.
  .on(...handle(calls.history, STAFF, (ctx, { id, ...page }) => respondentHistory(ctx, id, page)));

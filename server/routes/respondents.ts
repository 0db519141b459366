import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { respondentHistoryQuerySchema } from "../contracts/respondents/history";
import { respondentIdParamSchema } from "../contracts/respondents/portal";
import {
  respondentDeleteSchema,
  respondentMergeSchema,
  respondentNoteAddSchema,
  respondentSetPasswordSchema,
  respondentUpdateSchema,
} from "../contracts/respondents/respondents";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { formBody, jsonBody, params, query } from "../http/input";
import { countryVariantOf } from "../services/config";
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

const { RespondentAdmin: RES, RespondentPassword: RSP } = RIGHTS;
/** The record itself: the respondent (own record, checked by the service) or staff with RES. */
const OWN_OR_STAFF = { staff: [RES], respondent: true } as const;
const STAFF = { staff: [RES] } as const;

/** The respondent record: product §7.3 and staff-calls §7.14 (decision 060). */
export const respondentsRoutes = new Hono<AppEnv>();

// Numeric ids only, so named siblings (respondent/getColumns...) of other areas never collide.
respondentsRoutes.get("/respondent/:id{[0-9]+}", async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  return ok(c, await loadRespondentView(ctx, params(c, respondentIdParamSchema).id));
});

respondentsRoutes.post("/respondent/update", async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  const input = await jsonBody(c, respondentUpdateSchema(await countryVariantOf(ctx)));
  return answer(c, await saveRespondent(ctx, input), { successMsg: "Successfully Saved!" });
});

respondentsRoutes.post("/respondent/delete", async (c) => {
  const ctx = await guard(c, STAFF);
  const input = await jsonBody(c, respondentDeleteSchema);
  const ids = [...new Set([...(input.ids ?? []), ...(input.id ? [input.id] : [])])];
  return answer(c, await removeRespondents(ctx, ids), { successMsg: "Respondent deleted." });
});

respondentsRoutes.post("/respondent/merge", async (c) => {
  const ctx = await guard(c, STAFF);
  const result = await mergeRespondents(ctx, await jsonBody(c, respondentMergeSchema));
  return ok(c, result, { successMsg: `Respondent #${result.mergedId} merged into #${result.keepId}.` });
});

respondentsRoutes.post("/respondent/set-password", async (c) => {
  const ctx = await guard(c, { staff: [RES, RSP] });
  const input = await formBody(c, respondentSetPasswordSchema);
  return answer(c, await setRespondentPassword(ctx, input), { successMsg: PASSWORD_SET_BY_STAFF });
});

respondentsRoutes.get("/respondent-notes/:id{[0-9]+}", async (c) => {
  const ctx = await guard(c, STAFF);
  return ok(c, await notesOf(ctx, params(c, respondentIdParamSchema).id));
});

respondentsRoutes.post("/respondent-notes/add", async (c) => {
  const ctx = await guard(c, STAFF);
  const input = await jsonBody(c, respondentNoteAddSchema);
  return ok(c, await addNote(ctx, input), { successMsg: "Successfully Saved!" });
});

// The participation timeline on the staff record (walkthrough M9): events, answers, payments.
respondentsRoutes.get("/respondent-history/:id{[0-9]+}", async (c) => {
  const ctx = await guard(c, STAFF);
  const { id } = params(c, respondentIdParamSchema);
  return ok(c, await respondentHistory(ctx, id, query(c, respondentHistoryQuerySchema)));
});

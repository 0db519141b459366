import { Hono } from "hono";
import type { AppEnv } from "../context";
import { respondentIdParamSchema } from "../contracts/respondent-portal";
import {
  respondentDeleteSchema,
  respondentMergeSchema,
  respondentNoteAddSchema,
  respondentSetPasswordSchema,
  respondentUpdateSchema,
} from "../contracts/respondents";
import { RIGHTS } from "../contracts/rights";
import { failed, ok } from "../http/envelope";
import { formBody, jsonBody, params } from "../http/input";
import { countryVariantOf } from "../services/respondent-access";
import { mergeRespondents } from "../services/respondent-merge";
import {
  addNote,
  loadRespondentView,
  notesOf,
  PASSWORD_SET_BY_STAFF,
  removeRespondents,
  saveRespondent,
  setRespondentPassword,
} from "../services/respondents";
import { respondentAccess, staffRespondentAccess } from "./respondent-guard";

/** The respondent record: product §7.3 and staff-calls §7.14 (decision 060). */
export const respondentsRoutes = new Hono<AppEnv>();

// Numeric ids only, so named siblings (respondent/getColumns...) of other areas never collide.
respondentsRoutes.get("/respondent/:id{[0-9]+}", async (c) => {
  const access = await respondentAccess(c);
  const { id } = params(c, respondentIdParamSchema);
  return ok(c, await loadRespondentView(c.get("deps"), access, id));
});

respondentsRoutes.post("/respondent/update", async (c) => {
  const access = await respondentAccess(c);
  const deps = c.get("deps");
  const input = await jsonBody(c, respondentUpdateSchema(await countryVariantOf(deps)));
  const result = await saveRespondent(deps, access, input);
  if (!result.ok) return failed(c, result.errors);
  return ok(c, result.value, { successMsg: "Successfully Saved!" });
});

respondentsRoutes.post("/respondent/delete", async (c) => {
  await staffRespondentAccess(c);
  const input = await jsonBody(c, respondentDeleteSchema);
  const ids = [...new Set([...(input.ids ?? []), ...(input.id ? [input.id] : [])])];
  return ok(c, await removeRespondents(c.get("deps"), ids), { successMsg: "Respondent deleted." });
});

respondentsRoutes.post("/respondent/merge", async (c) => {
  const access = await staffRespondentAccess(c);
  const input = await jsonBody(c, respondentMergeSchema);
  const result = await mergeRespondents(c.get("deps"), access, input);
  return ok(c, result, { successMsg: `Respondent #${result.mergedId} merged into #${result.keepId}.` });
});

respondentsRoutes.post("/respondent/set-password", async (c) => {
  const access = await staffRespondentAccess(c, RIGHTS.RespondentPassword);
  const input = await formBody(c, respondentSetPasswordSchema);
  const done = await setRespondentPassword(c.get("deps"), access, input);
  if (!done) return failed(c, ["This respondent has no sign-in account yet."]);
  return ok(c, true, { successMsg: PASSWORD_SET_BY_STAFF });
});

respondentsRoutes.get("/respondent-notes/:id{[0-9]+}", async (c) => {
  await staffRespondentAccess(c);
  return ok(c, await notesOf(c.get("deps"), params(c, respondentIdParamSchema).id));
});

respondentsRoutes.post("/respondent-notes/add", async (c) => {
  const access = await staffRespondentAccess(c);
  const input = await jsonBody(c, respondentNoteAddSchema);
  return ok(c, await addNote(c.get("deps"), access, input), { successMsg: "Successfully Saved!" });
});

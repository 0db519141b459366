import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  archiveRequestSchema,
  respondentListAddSchema,
  respondentListSaveSchema,
} from "../contracts/panel-search";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { jsonBody, params, readBody, validate } from "../http/input";
import { archiveEvents } from "../services/event-archive";
import { deleteGlobalQueries } from "../services/panel-search/saved-queries";
import {
  addToRespondentList,
  deleteRespondentLists,
  removeFromRespondentList,
  respondentList,
  respondentLists,
  saveRespondentList,
} from "../services/respondents/lists";

const LST = { staff: [RIGHTS.PrivateListAdmin] } as const;

/**
 * Private lists (staff-calls §7.19, PrivateListAdmin), global-query deletes (ManageGlobalQueries)
 * and the event archive trigger (SearchEvents); decisions 143–144.
 */
export const respondentListsRoutes = new Hono<AppEnv>()
  .get("/respondentlists", async (c) => ok(c, await respondentLists(await guard(c, LST))))
  .get("/respondentlist/:id{[0-9]+}", async (c) => {
    const ctx = await guard(c, LST);
    return ok(c, await respondentList(ctx, params(c, idParamSchema).id));
  })
  .post("/respondentlist/update", async (c) => {
    const ctx = await guard(c, LST);
    return ok(c, await saveRespondentList(ctx, await jsonBody(c, respondentListSaveSchema)), {
      successMsg: "List saved.",
    });
  })
  .post("/respondentlist/delete", async (c) => {
    const ctx = await guard(c, LST);
    return ok(c, await deleteRespondentLists(ctx, await jsonBody(c, deleteRequestSchema)));
  })
  .post("/respondentlist/addmembers", async (c) => {
    const ctx = await guard(c, LST);
    return ok(c, await addToRespondentList(ctx, await jsonBody(c, respondentListAddSchema)));
  })
  .post("/respondentlist/removemembers", async (c) => {
    const ctx = await guard(c, LST);
    return ok(c, await removeFromRespondentList(ctx, await jsonBody(c, respondentListAddSchema)));
  })
  .post("/globalqueries/delete", async (c) => {
    const ctx = await guard(c, { staff: [RIGHTS.ManageGlobalQueries] });
    return ok(c, await deleteGlobalQueries(ctx, await jsonBody(c, deleteRequestSchema)));
  })
  .post("/event/archive", async (c) => {
    const ctx = await guard(c, { staff: [RIGHTS.SearchEvents] });
    const body = await readBody(c);
    const input = body.json === undefined ? {} : validate(archiveRequestSchema, body.json);
    return ok(c, await archiveEvents(ctx, input));
  });

import { Hono } from "hono";
import { assertPrivateListsAllowed, guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { LIST_FILE_PATHS } from "../contracts/list-columns";
import * as searchCalls from "../contracts/panel-search-calls";
import * as calls from "../contracts/private-lists-calls";
import { idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { xlsxFile, xlsxStream } from "../http/file-response";
import { params } from "../http/input";
import { archiveEvents } from "../services/event-archive";
import { deleteGlobalQueries } from "../services/panel-search/saved-queries";
import { panelImportTemplate, privateListSample, startListExport } from "../services/respondents/list-files";
import {
  addToRespondentList,
  deleteRespondentLists,
  myPrivateLists,
  removeFromRespondentList,
  respondentList,
  respondentListMembers,
  respondentLists,
  saveRespondentList,
} from "../services/respondents/lists";
import { handle } from "./handle";

const LST = { staff: [RIGHTS.PrivateListAdmin] } as const;
/** The list files: staff of private lists or of the panel import. */
const LIST_STAFF = { staffAny: [RIGHTS.PrivateListAdmin, RIGHTS.ImportListAdmin] } as const;

/**
 * Private lists (staff-calls §7.19, PrivateListAdmin; the client's own through
 * private-lists/mine), global-query deletes (ManageGlobalQueries) and the event archive trigger
 * (SearchEvents); decisions 143–144, 220–221.
 */
export const respondentListsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.privateLists, LST, respondentLists))
  .on(...handle(calls.privateList, LST, (ctx, i) => respondentList(ctx, i.id)))
  .on(...handle(calls.privateListMembers, LST, respondentListMembers))
  .on(...handle(calls.savePrivateList, LST, saveRespondentList, { successMsg: "List saved." }))
  .on(...handle(calls.deletePrivateLists, LST, (ctx, i) => deleteRespondentLists(ctx, i.ids)))
  .on(...handle(calls.addToPrivateList, LST, addToRespondentList))
  .on(...handle(calls.removeFromPrivateList, LST, removeFromRespondentList))
  .on(...handle(calls.myPrivateLists, { client: true }, (ctx) => myPrivateLists(ctx)))
  // Files, not envelopes: the same guards, answered by hand.
  .get(LIST_FILE_PATHS.export, async (c) => {
    const ctx = await guard(c, LST);
    const { id } = params(c, idParamSchema);
    return xlsxStream(await startListExport(ctx, id, c.get("requestId")));
  })
  .get(LIST_FILE_PATHS.sample, async (c) => {
    await assertPrivateListsAllowed(await guard(c, { ...LIST_STAFF, client: true }));
    return xlsxFile(await privateListSample());
  })
  .get(LIST_FILE_PATHS.template, async (c) => {
    await guard(c, LIST_STAFF);
    return xlsxFile(await panelImportTemplate());
  })
  .on(
    ...handle(searchCalls.deleteGlobalQueries, { staff: [RIGHTS.ManageGlobalQueries] }, (ctx, i) =>
      deleteGlobalQueries(ctx, i.ids),
    ),
  )
  .on(...handle(searchCalls.archiveEvents, { staff: [RIGHTS.SearchEvents] }, archiveEvents));

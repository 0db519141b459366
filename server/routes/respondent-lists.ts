import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/panel-search-calls";
import { RIGHTS } from "../contracts/rights";
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
import { handle } from "./handle";

const LST = { staff: [RIGHTS.PrivateListAdmin] } as const;

/**
 * Private lists (staff-calls §7.19, PrivateListAdmin), global-query deletes (ManageGlobalQueries)
 * and the event archive trigger (SearchEvents); decisions 143–144.
 */
export const respondentListsRoutes = new Hono<AppEnv>()
  .on(...handle(calls.privateLists, LST, (ctx) => respondentLists(ctx)))
  .on(...handle(calls.privateList, LST, (ctx, i) => respondentList(ctx, i.id)))
  .on(...handle(calls.savePrivateList, LST, saveRespondentList, { successMsg: "List saved." }))
  .on(...handle(calls.deletePrivateLists, LST, (ctx, i) => deleteRespondentLists(ctx, i.ids)))
  .on(...handle(calls.addToPrivateList, LST, addToRespondentList))
  .on(...handle(calls.removeFromPrivateList, LST, removeFromRespondentList))
  .on(
    ...handle(calls.deleteGlobalQueries, { staff: [RIGHTS.ManageGlobalQueries] }, (ctx, i) =>
      deleteGlobalQueries(ctx, i.ids),
    ),
  )
  .on(...handle(calls.archiveEvents, { staff: [RIGHTS.SearchEvents] }, archiveEvents));

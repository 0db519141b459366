import { z } from "zod";
import { call } from "./call";
import {
  clientListsAnswerSchema,
  listMemberPageSchema,
  listMembersQuerySchema,
  respondentListAddSchema,
  respondentListDetailSchema,
  respondentListPageSchema,
  respondentListSaveSchema,
  respondentListsQuerySchema,
} from "./private-lists";
import { deleteCall, idParamSchema } from "./records";

/**
 * Private lists' calls (staff-calls §7.19; decisions 143, 220). Staff calls need
 * PrivateListAdmin; `private-lists/mine` is the client contact's own. The list files (export,
 * sample, template) are streamed .xlsx, not envelope calls: their paths are in list-columns.ts.
 */

/** GET /api/respondentlists: a page of the private lists with their member counts. */
export const privateLists = call("GET", "/respondentlists", {
  input: respondentListsQuerySchema,
  answer: respondentListPageSchema,
});

/** GET /api/respondentlist/{id}: one list (its members page through respondentlist-members). */
export const privateList = call("GET", "/respondentlist/:id{[0-9]+}", {
  input: idParamSchema,
  answer: respondentListDetailSchema,
});

/** GET /api/respondentlist-members/{id}: a page of a list's members, by surname. */
export const privateListMembers = call("GET", "/respondentlist-members/:id{[0-9]+}", {
  input: listMembersQuerySchema,
  answer: listMemberPageSchema,
});

/** POST /api/respondentlist/update: id absent adds. */
export const savePrivateList = call("POST", "/respondentlist/update", {
  input: respondentListSaveSchema,
  answer: z.object({ id: z.number().int() }),
});

/** POST /api/respondentlist/delete. */
export const deletePrivateLists = deleteCall("/respondentlist/delete", z.number().int());

/** POST /api/respondentlist/addmembers. */
export const addToPrivateList = call("POST", "/respondentlist/addmembers", {
  input: respondentListAddSchema,
  answer: z.object({ added: z.number().int() }),
});

/** POST /api/respondentlist/removemembers. */
export const removeFromPrivateList = call("POST", "/respondentlist/removemembers", {
  input: respondentListAddSchema,
  answer: z.object({ removed: z.number().int() }),
});

/** GET /api/private-lists/mine: the client contact's company's lists, counts only (decision 220). */
export const myPrivateLists = call("GET", "/private-lists/mine", {
  input: z.object({}),
  answer: clientListsAnswerSchema,
});

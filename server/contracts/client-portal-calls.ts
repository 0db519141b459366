import { z } from "zod";
import { call } from "./call";
import {
  ownClientSaveSchema,
  ownClientSchema,
  ownJobSchema,
  ownJobsPageSchema,
  ownJobsRequestSchema,
  recruitBoardSchema,
} from "./client-portal";
import { idParamSchema } from "./records";

/** The client portal's calls: a client contact's own company only (decisions 210, 211). */

const none = z.object({});

/** GET /api/client/recruit-board: current jobs with per-session and per-quota counts. */
export const recruitBoard = call("GET", "/client/recruit-board", { input: none, answer: recruitBoardSchema });
/** GET /api/client/own-jobs?search=&start=&length=: the company's jobs, paged by the server. */
export const ownJobs = call("GET", "/client/own-jobs", {
  input: ownJobsRequestSchema,
  answer: ownJobsPageSchema,
});
/** GET /api/client/own-job/{id}: one of the company's jobs with its sessions. */
export const ownJob = call("GET", "/client/own-job/:id{[0-9]+}", {
  input: idParamSchema,
  answer: ownJobSchema,
});
/** GET /api/client/own: the company record as the client sees it. */
export const ownClient = call("GET", "/client/own", { input: none, answer: ownClientSchema });
/** POST /api/client/own/update: the fields a client may change; any other field is dropped. */
export const saveOwnClient = call("POST", "/client/own/update", {
  input: ownClientSaveSchema,
  answer: ownClientSchema,
});

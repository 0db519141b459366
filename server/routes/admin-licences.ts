import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/admin/licence-calls";
import { RIGHTS } from "../contracts/rights-codes";
import * as licences from "../services/admin/licences";
import { handle } from "./handle";

/** Every licence call needs ResearchMeLicence; the service refuses a non-licensee (decision 277). */
const RME = { staff: [RIGHTS.ResearchMeLicence] } as const;

/** Software licences (staff-calls §7.12, decision 277). */
export const adminLicencesRoutes = new Hono<AppEnv>()
  .on(...handle(calls.licences, RME, licences.listLicences))
  .on(...handle(calls.licenceUsage, RME, (ctx, i) => licences.licenceUsage(ctx, i.id)))
  .on(...handle(calls.saveLicence, RME, licences.saveLicence, { successMsg: "Successfully Saved!" }));

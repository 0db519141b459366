import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import { invoiceSaveSchema } from "../contracts/invoices";
import { idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { badRequest } from "../http/errors";
import { params, readBody, validate } from "../http/input";
import * as invoices from "../services/jobs/invoices";

const INVOICING = { staff: [RIGHTS.Invoicing] };

/** Invoices of a job and the push to accounting (staff-calls §7.9; myob/* comes later). */
export const invoicesRoutes = new Hono<AppEnv>()
  .get("/job/invoices/:id", async (c) => {
    const ctx = await guard(c, INVOICING);
    return ok(c, await invoices.listInvoices(ctx, params(c, idParamSchema).id));
  })
  .post("/job/invoice/update", async (c) => {
    const ctx = await guard(c, INVOICING);
    // The spec names the field `invoices`; the usual `json` field is accepted too.
    const body = await readBody(c);
    let raw: unknown = body.json;
    if (body.fields.invoices !== undefined) {
      try {
        raw = JSON.parse(body.fields.invoices);
      } catch {
        throw badRequest("invoices: must be valid JSON");
      }
    }
    if (raw === undefined) throw badRequest("invoices: Required");
    const out = await invoices.saveInvoices(ctx, validate(invoiceSaveSchema, raw));
    return answer(c, out, { successMsg: "Successfully Saved!" });
  })
  .get("/job/invoice/delete/:id", async (c) => {
    const ctx = await guard(c, INVOICING);
    const out = await invoices.deleteInvoice(ctx, params(c, idParamSchema).id);
    return answer(c, out, { successMsg: "Successfully Deleted!" });
  })
  .get("/job/invoice/push/:id", async (c) => {
    const ctx = await guard(c, INVOICING);
    const out = await invoices.pushInvoice(ctx, params(c, idParamSchema).id);
    return answer(c, out, { successMsg: "Invoice pushed." });
  });

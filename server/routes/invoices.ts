import { Hono } from "hono";
import { requireRight } from "../auth/guard";
import type { AppEnv } from "../context";
import { invoiceSaveSchema } from "../contracts/invoices";
import { idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { failed, ok } from "../http/envelope";
import { badRequest } from "../http/errors";
import { params, readBody, validate } from "../http/input";
import { accountingAdapter } from "../services/accounting";
import * as invoices from "../services/invoices";

const INV = RIGHTS.Invoicing;

/** Invoices of a job and the push to accounting (staff-calls §7.9; myob/* comes later). */
export const invoicesRoutes = new Hono<AppEnv>()
  .get("/job/invoices/:id", async (c) => {
    await requireRight(c, INV);
    return ok(c, await invoices.listInvoices(c.get("deps").db, params(c, idParamSchema).id));
  })
  .post("/job/invoice/update", async (c) => {
    await requireRight(c, INV);
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
    const out = await invoices.saveInvoices(c.get("deps").db, validate(invoiceSaveSchema, raw));
    return out.ok ? ok(c, out.value, { successMsg: "Successfully Saved!" }) : failed(c, out.errors);
  })
  .get("/job/invoice/delete/:id", async (c) => {
    await requireRight(c, INV);
    const out = await invoices.deleteInvoice(c.get("deps").db, params(c, idParamSchema).id);
    return out.ok ? ok(c, out.value, { successMsg: "Successfully Deleted!" }) : failed(c, out.errors);
  })
  .get("/job/invoice/push/:id", async (c) => {
    await requireRight(c, INV);
    const deps = c.get("deps");
    const out = await invoices.pushInvoice(
      deps.db,
      params(c, idParamSchema).id,
      accountingAdapter(),
      deps.now(),
    );
    return out.ok ? ok(c, out.value, { successMsg: "Invoice pushed." }) : failed(c, out.errors);
  });

import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import * as calls from "../contracts/jobs-calls";
import { RIGHTS } from "../contracts/rights";
import { answer } from "../http/envelope";
import { badRequest } from "../http/errors";
import { readBody, validate } from "../http/input";
import * as invoices from "../services/jobs/invoices";
import { handle } from "./handle";

const INVOICING = { staff: [RIGHTS.Invoicing] };

/** Invoices of a job and the push to accounting (staff-calls §7.9; myob/* comes later). */
export const invoicesRoutes = new Hono<AppEnv>()
  .on(...handle(calls.invoices, INVOICING, (ctx, i) => invoices.listInvoices(ctx, i.id)))
  // Read by hand: the spec names the field `invoices`, which the declared call (field `json`) cannot.
  .post("/job/invoice/update", async (c) => {
    const ctx = await guard(c, INVOICING);
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
    const input = validate(calls.saveInvoices.input, { invoices: raw });
    return answer(c, await invoices.saveInvoices(ctx, input.invoices), { successMsg: "Successfully Saved!" });
  })
  .on(
    ...handle(calls.deleteInvoice, INVOICING, (ctx, i) => invoices.deleteInvoice(ctx, i.id), {
      successMsg: "Successfully Deleted!",
    }),
  )
  .on(
    ...handle(calls.pushInvoice, INVOICING, (ctx, i) => invoices.pushInvoice(ctx, i.id), {
      successMsg: "Invoice pushed.",
    }),
  );

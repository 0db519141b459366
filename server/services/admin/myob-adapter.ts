import type { Deps } from "../../context";
import type { AccountingAdapter } from "../jobs/accounting";
import { createInvoice, myobConfig } from "./myob-client";
import { accessToken } from "./myob-tokens";

export const MYOB_NOT_CONFIGURED =
  "MYOB is not configured on this server. Set MYOB_CLIENT_ID, MYOB_CLIENT_SECRET and MYOB_COMPANY_FILE.";

/** MYOB behind the accounting interface (decision 279): a service invoice per invoice. */
function myobAdapter(deps: Pick<Deps, "db" | "env" | "now">): AccountingAdapter {
  return {
    name: "MYOB",
    async pushInvoice(invoice, { idempotencyKey }) {
      const config = myobConfig(deps.env.publicUrl);
      if (!config) throw new Error(MYOB_NOT_CONFIGURED);
      const token = await accessToken(deps, config);
      const externalRef = await createInvoice(config, token, idempotencyKey, {
        Number: invoice.invoiceNumber,
        Date: invoice.issuedDate,
        PromisedDate: invoice.dueDate,
        CustomerPurchaseOrderNumber: invoice.jobNumber,
        Customer: { Name: invoice.clientName },
        IsTaxInclusive: true,
        Lines: [{ Description: invoice.description ?? `Job ${invoice.jobNumber}`, Total: invoice.amount }],
      });
      return { externalRef };
    },
  };
}

/** The accounting systems this installation can push to, by ACCOUNTING_SYSTEM value. */
export const accountingAdapters = (deps: Pick<Deps, "db" | "env" | "now">) => ({ myob: myobAdapter(deps) });

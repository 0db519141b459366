import { z } from "zod";
import { call } from "../call";
import { idSchema } from "../records";

/**
 * Invoices pushed to accounting (staff-calls §7.9; decisions 278, 279): the OAuth round trip to
 * MYOB for a job, then one queued push per invoice not pushed yet.
 */

/** GET /api/myob/CallOAuthAuthentication/{jobId}: the provider's authorise address. */
export const myobAuthorise = call("GET", "/myob/CallOAuthAuthentication/:jobId{[0-9]+}", {
  input: z.object({ jobId: idSchema }),
  answer: z.object({ url: z.string(), jobId: z.number().int() }),
});

const oauthValue = (name: string) =>
  z
    .string(`${name}: Required`)
    .trim()
    .min(1, `${name}: Required`)
    .max(4000, `${name}: Too long`)
    .regex(/^[\x21-\x7e]+$/, `${name}: Not a valid value`);

/** One invoice the push was queued for. */
export const queuedInvoiceSchema = z.object({ id: z.number().int(), invoiceNumber: z.string() });

/** POST /api/myob/post-invoice (code, state): connects, then queues the job's invoices. */
export const myobPostInvoice = call("POST", "/myob/post-invoice", {
  input: z.object({ code: oauthValue("code"), state: oauthValue("state") }),
  answer: z.object({ jobId: z.number().int(), queued: z.array(queuedInvoiceSchema) }),
});

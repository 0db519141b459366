import { Hono } from "hono";
import { guard } from "../auth/guard";
import type { AppEnv } from "../context";
import {
  clientAddressSaveSchema,
  clientMainAddressSchema,
  clientNoteSaveSchema,
  clientPoSaveSchema,
  clientSaveSchema,
  contactTermsSaveSchema,
  feedbackSaveSchema,
  venueSaveSchema,
} from "../contracts/clients";
import { deleteRequestSchema, idParamSchema } from "../contracts/records";
import { RIGHTS } from "../contracts/rights";
import { answer, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import { listContacts } from "../services/client-contacts";
import * as clients from "../services/clients";

const { ClientAdmin: CLI, JobAdmin: JOB, ClientExternalNotes: CEN, Invoicing: INV, Quoting: QTE } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };
/** Client pickers and reads that the job, quote and invoice screens share. */
const CLIENT_READERS = { staffAny: [CLI, JOB, INV, QTE] } as const;

/** Clients and their notes, feedback, venues, addresses, POs and terms (staff-calls §7.2). */
export const clientsRoutes = new Hono<AppEnv>()
  .get("/clients-list", async (c) => {
    const ctx = await guard(c, CLIENT_READERS);
    return ok(c, await clients.clientOptions(ctx, { activeOnly: false }));
  })
  .get("/clientsactive-list", async (c) => {
    const ctx = await guard(c, CLIENT_READERS);
    return ok(c, await clients.clientOptions(ctx, { activeOnly: true }));
  })
  .get("/client/:id", async (c) => {
    const ctx = await guard(c, { ...CLIENT_READERS, client: true });
    return ok(c, await clients.getClient(ctx, params(c, idParamSchema).id));
  })
  .post("/client/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.saveClient(ctx, await jsonBody(c, clientSaveSchema)), SAVED);
  })
  .post("/clientaddress/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.saveMainAddress(ctx, await jsonBody(c, clientMainAddressSchema)), SAVED);
  })
  .post("/client/delete", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.deleteClients(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .get("/client-notes/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, CEN] });
    return ok(c, await clients.listNotes(ctx, { clientId: params(c, idParamSchema).id }));
  })
  .get("/client-accounts-notes/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, INV] });
    const clientId = params(c, idParamSchema).id;
    return ok(c, await clients.listNotes(ctx, { clientId, notesType: "Accounts" }));
  })
  .post("/client-note/update", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, CEN] });
    return answer(c, await clients.saveNote(ctx, await jsonBody(c, clientNoteSaveSchema)), SAVED);
  })
  .post("/client-note/delete", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, CEN] });
    return answer(c, await clients.deleteNotes(ctx, await jsonBody(c, deleteRequestSchema)), DELETED);
  })
  .get("/client-feedback/:id", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return ok(c, await clients.listFeedback(ctx, params(c, idParamSchema).id));
  })
  .get("/feedbacks", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return ok(c, await clients.listFeedback(ctx));
  })
  .post("/feedback/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.saveFeedback(ctx, await jsonBody(c, feedbackSaveSchema)), SAVED);
  })
  .post("/feedback/delete", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    const ids = await jsonBody(c, deleteRequestSchema);
    return answer(c, await clients.deleteChildren(ctx, { kind: "feedback", ids }), DELETED);
  })
  .get("/client-venues/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB] });
    const clientId = params(c, idParamSchema).id;
    return ok(c, await clients.listVenues(ctx, { clientId, withGlobal: false }));
  })
  .get("/client-venues-plus-global/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB] });
    const clientId = params(c, idParamSchema).id;
    return ok(c, await clients.listVenues(ctx, { clientId, withGlobal: true }));
  })
  .post("/client-venue/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.saveVenue(ctx, await jsonBody(c, venueSaveSchema)), SAVED);
  })
  .post("/client-venue/delete", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    const ids = await jsonBody(c, deleteRequestSchema);
    return answer(c, await clients.deleteChildren(ctx, { kind: "venue", ids }), DELETED);
  })
  .get("/client-addresses/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, INV] });
    return ok(c, await clients.listAddresses(ctx, params(c, idParamSchema).id));
  })
  .post("/client-address/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.saveAddress(ctx, await jsonBody(c, clientAddressSaveSchema)), SAVED);
  })
  .post("/client-address/delete", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    const ids = await jsonBody(c, deleteRequestSchema);
    return answer(c, await clients.deleteChildren(ctx, { kind: "address", ids }), DELETED);
  })
  .get("/client-accounts-contacts/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, INV] });
    const clientId = params(c, idParamSchema).id;
    return ok(c, await listContacts(ctx, { clientId, contactType: "Accounts" }));
  })
  .get("/client-pos/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, INV] });
    return ok(c, await clients.listPos(ctx, params(c, idParamSchema).id));
  })
  .post("/client-po/update", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, INV] });
    return answer(c, await clients.savePo(ctx, await jsonBody(c, clientPoSaveSchema)), SAVED);
  })
  .post("/client-po/delete", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, INV] });
    const ids = await jsonBody(c, deleteRequestSchema);
    return answer(c, await clients.deleteChildren(ctx, { kind: "po", ids }), DELETED);
  })
  .post("/client-contact-terms/update", async (c) => {
    const ctx = await guard(c, { staff: [CLI] });
    return answer(c, await clients.saveContactTerms(ctx, await jsonBody(c, contactTermsSaveSchema)), SAVED);
  })
  .get("/quote-invoice-notes/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, QTE, INV] });
    return ok(c, await clients.quoteInvoiceNotes(ctx, params(c, idParamSchema).id));
  })
  .get("/clientrecentjob/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB], client: true });
    return ok(c, await clients.clientJobs(ctx, { clientId: params(c, idParamSchema).id, limit: 5 }));
  })
  .get("/client-jobs/:id", async (c) => {
    const ctx = await guard(c, { staffAny: [CLI, JOB], client: true });
    return ok(c, await clients.clientJobs(ctx, { clientId: params(c, idParamSchema).id, limit: 1000 }));
  });

import { Hono } from "hono";
import { hasRight, requireRight } from "../auth/guard";
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
import {
  clientAddressesTable,
  clientFeedbackTable,
  clientPosTable,
  listClientOptions,
  venuesTable,
} from "../db/repo/clients";
import { failed, ok } from "../http/envelope";
import { jsonBody, params } from "../http/input";
import { listContacts } from "../services/client-contacts";
import * as clients from "../services/clients";
import { requireAnyRight, staffRightOrClient } from "./rights-any";

const { ClientAdmin: CLI, JobAdmin: JOB, ClientExternalNotes: CEN, Invoicing: INV, Quoting: QTE } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };

/** Clients and their notes, feedback, venues, addresses, POs and terms (staff-calls §7.2). */
export const clientsRoutes = new Hono<AppEnv>()
  .get("/clients-list", async (c) => {
    await requireAnyRight(c, CLI, JOB, INV, QTE);
    return ok(c, await listClientOptions(c.get("deps").db, false));
  })
  .get("/clientsactive-list", async (c) => {
    await requireAnyRight(c, CLI, JOB, INV, QTE);
    return ok(c, await listClientOptions(c.get("deps").db, true));
  })
  .get("/client/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, JOB, INV, QTE);
    return ok(c, await clients.getClient(c.get("deps").db, actor, params(c, idParamSchema).id));
  })
  .post("/client/update", async (c) => {
    await requireRight(c, CLI);
    const out = await clients.saveClient(c.get("deps").db, await jsonBody(c, clientSaveSchema));
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .post("/clientaddress/update", async (c) => {
    await requireRight(c, CLI);
    return ok(
      c,
      await clients.saveMainAddress(c.get("deps").db, await jsonBody(c, clientMainAddressSchema)),
      SAVED,
    );
  })
  .post("/client/delete", async (c) => {
    await requireRight(c, CLI);
    const out = await clients.deleteClients(c.get("deps").db, await jsonBody(c, deleteRequestSchema));
    return out.ok ? ok(c, out.value, DELETED) : failed(c, out.errors);
  })
  .get("/client-notes/:id", async (c) => {
    await requireAnyRight(c, CLI, CEN);
    return ok(c, await clients.listNotes(c.get("deps").db, params(c, idParamSchema).id));
  })
  .get("/client-accounts-notes/:id", async (c) => {
    await requireAnyRight(c, CLI, INV);
    return ok(c, await clients.listNotes(c.get("deps").db, params(c, idParamSchema).id, "Accounts"));
  })
  .post("/client-note/update", async (c) => {
    const actor = await requireAnyRight(c, CLI, CEN);
    const input = await jsonBody(c, clientNoteSaveSchema);
    const note = await clients.saveNote(
      c.get("deps").db,
      actor,
      input,
      await hasRight(c, CEN),
      await hasRight(c, CLI),
    );
    return ok(c, note, SAVED);
  })
  .post("/client-note/delete", async (c) => {
    await requireAnyRight(c, CLI, CEN);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(
      c,
      await clients.deleteNotes(c.get("deps").db, ids, await hasRight(c, CEN), await hasRight(c, CLI)),
      DELETED,
    );
  })
  .get("/client-feedback/:id", async (c) => {
    await requireRight(c, CLI);
    return ok(c, await clients.listFeedback(c.get("deps").db, params(c, idParamSchema).id));
  })
  .get("/feedbacks", async (c) => {
    await requireRight(c, CLI);
    return ok(c, await clients.listFeedback(c.get("deps").db));
  })
  .post("/feedback/update", async (c) => {
    const actor = await requireRight(c, CLI);
    const out = await clients.saveFeedback(c.get("deps").db, actor, await jsonBody(c, feedbackSaveSchema));
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .post("/feedback/delete", async (c) => {
    await requireRight(c, CLI);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await clients.deleteChildren(clientFeedbackTable, c.get("deps").db, ids), DELETED);
  })
  .get("/client-venues/:id", async (c) => {
    await requireAnyRight(c, CLI, JOB);
    return ok(c, await clients.listVenues(c.get("deps").db, params(c, idParamSchema).id, false));
  })
  .get("/client-venues-plus-global/:id", async (c) => {
    await requireAnyRight(c, CLI, JOB);
    return ok(c, await clients.listVenues(c.get("deps").db, params(c, idParamSchema).id, true));
  })
  .post("/client-venue/update", async (c) => {
    await requireRight(c, CLI);
    return ok(c, await clients.saveVenue(c.get("deps").db, await jsonBody(c, venueSaveSchema)), SAVED);
  })
  .post("/client-venue/delete", async (c) => {
    await requireRight(c, CLI);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await clients.deleteChildren(venuesTable, c.get("deps").db, ids), DELETED);
  })
  .get("/client-addresses/:id", async (c) => {
    await requireAnyRight(c, CLI, INV);
    return ok(c, await clients.listAddresses(c.get("deps").db, params(c, idParamSchema).id));
  })
  .post("/client-address/update", async (c) => {
    await requireRight(c, CLI);
    return ok(
      c,
      await clients.saveAddress(c.get("deps").db, await jsonBody(c, clientAddressSaveSchema)),
      SAVED,
    );
  })
  .post("/client-address/delete", async (c) => {
    await requireRight(c, CLI);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await clients.deleteChildren(clientAddressesTable, c.get("deps").db, ids), DELETED);
  })
  .get("/client-accounts-contacts/:id", async (c) => {
    const actor = await requireAnyRight(c, CLI, INV);
    return ok(c, await listContacts(c.get("deps").db, actor, params(c, idParamSchema).id, "Accounts"));
  })
  .get("/client-pos/:id", async (c) => {
    await requireAnyRight(c, CLI, INV);
    return ok(c, await clients.listPos(c.get("deps").db, params(c, idParamSchema).id));
  })
  .post("/client-po/update", async (c) => {
    await requireAnyRight(c, CLI, INV);
    const out = await clients.savePo(c.get("deps").db, await jsonBody(c, clientPoSaveSchema));
    return out.ok ? ok(c, out.value, SAVED) : failed(c, out.errors);
  })
  .post("/client-po/delete", async (c) => {
    await requireAnyRight(c, CLI, INV);
    const ids = await jsonBody(c, deleteRequestSchema);
    return ok(c, await clients.deleteChildren(clientPosTable, c.get("deps").db, ids), DELETED);
  })
  .post("/client-contact-terms/update", async (c) => {
    await requireRight(c, CLI);
    return ok(
      c,
      await clients.saveContactTerms(c.get("deps").db, await jsonBody(c, contactTermsSaveSchema)),
      SAVED,
    );
  })
  .get("/quote-invoice-notes/:id", async (c) => {
    await requireAnyRight(c, CLI, QTE, INV);
    return ok(c, await clients.quoteInvoiceNotes(c.get("deps").db, params(c, idParamSchema).id));
  })
  .get("/clientrecentjob/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, JOB);
    return ok(c, await clients.clientJobs(c.get("deps").db, actor, params(c, idParamSchema).id, 5));
  })
  .get("/client-jobs/:id", async (c) => {
    const actor = await staffRightOrClient(c, CLI, JOB);
    return ok(c, await clients.clientJobs(c.get("deps").db, actor, params(c, idParamSchema).id, 1000));
  });

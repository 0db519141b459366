import { Hono } from "hono";
import type { AppEnv, UseCaseContext } from "../context";
import * as calls from "../contracts/clients-calls";
import { RIGHTS } from "../contracts/rights";
import { listContacts } from "../services/client-contacts";
import * as notesFeedback from "../services/client-notes-feedback";
import * as clients from "../services/clients";
import { handle } from "./handle";

const { ClientAdmin: CLI, JobAdmin: JOB, ClientExternalNotes: CEN, Invoicing: INV, Quoting: QTE } = RIGHTS;
const SAVED = { successMsg: "Successfully Saved!" };
const DELETED = { successMsg: "Successfully Deleted!" };
/** Client pickers and reads that the job, quote and invoice screens share. */
const CLIENT_READERS = { staffAny: [CLI, JOB, INV, QTE] } as const;
const CLIENT_ADMIN = { staff: [CLI] };
const NOTES = { staffAny: [CLI, CEN] };
const FEEDBACK = { ...CLIENT_ADMIN, client: true };
const ACCOUNTS = { staffAny: [CLI, INV] };
const VENUE_READERS = { staffAny: [CLI, JOB] };
const JOB_READERS = { staffAny: [CLI, JOB], client: true };

type Ids = { ids: number[] };
/** Deletes child rows of a client by id. */
const removeChildren =
  (kind: Parameters<typeof clients.deleteChildren>[1]["kind"]) => (ctx: UseCaseContext, i: Ids) =>
    clients.deleteChildren(ctx, { kind, ids: i.ids });

/** Clients and their notes, feedback, venues, addresses, POs and terms (staff-calls §7.2). */
export const clientsRoutes = new Hono<AppEnv>()
  .on(
    ...handle(calls.clientOptions, CLIENT_READERS, (ctx) =>
      clients.clientOptions(ctx, { activeOnly: false }),
    ),
  )
  .on(
    ...handle(calls.activeClientOptions, CLIENT_READERS, (ctx) =>
      clients.clientOptions(ctx, { activeOnly: true }),
    ),
  )
  .on(...handle(calls.client, { ...CLIENT_READERS, client: true }, (ctx, i) => clients.getClient(ctx, i.id)))
  .on(...handle(calls.saveClient, CLIENT_ADMIN, clients.saveClient, SAVED))
  .on(...handle(calls.saveMainAddress, CLIENT_ADMIN, clients.saveMainAddress, SAVED))
  .on(...handle(calls.deleteClients, CLIENT_ADMIN, (ctx, i) => clients.deleteClients(ctx, i.ids), DELETED))
  // Client contacts read their company's external notes and give feedback (decision 214).
  .on(...handle(calls.notes, { ...NOTES, client: true }, (ctx, i) => notesFeedback.listNotes(ctx, i.id)))
  .on(
    ...handle(calls.accountsNotes, ACCOUNTS, (ctx, i) =>
      clients.listNotes(ctx, { clientId: i.id, notesType: "Accounts" }),
    ),
  )
  .on(...handle(calls.saveNote, NOTES, clients.saveNote, SAVED))
  .on(...handle(calls.deleteNotes, NOTES, (ctx, i) => clients.deleteNotes(ctx, i.ids), DELETED))
  .on(...handle(calls.feedback, FEEDBACK, (ctx, i) => notesFeedback.listFeedback(ctx, i.id)))
  .on(...handle(calls.allFeedback, CLIENT_ADMIN, (ctx) => clients.listFeedback(ctx)))
  .on(...handle(calls.saveFeedback, FEEDBACK, notesFeedback.saveFeedback, SAVED))
  .on(...handle(calls.deleteFeedback, CLIENT_ADMIN, removeChildren("feedback"), DELETED))
  .on(
    ...handle(calls.venues, VENUE_READERS, (ctx, i) =>
      clients.listVenues(ctx, { clientId: i.id, withGlobal: false }),
    ),
  )
  .on(
    ...handle(calls.venuesWithGlobal, VENUE_READERS, (ctx, i) =>
      clients.listVenues(ctx, { clientId: i.id, withGlobal: true }),
    ),
  )
  .on(...handle(calls.saveVenue, CLIENT_ADMIN, clients.saveVenue, SAVED))
  .on(...handle(calls.deleteVenues, CLIENT_ADMIN, removeChildren("venue"), DELETED))
  .on(...handle(calls.addresses, ACCOUNTS, (ctx, i) => clients.listAddresses(ctx, i.id)))
  .on(...handle(calls.saveAddress, CLIENT_ADMIN, clients.saveAddress, SAVED))
  .on(...handle(calls.deleteAddresses, CLIENT_ADMIN, removeChildren("address"), DELETED))
  .on(
    ...handle(calls.accountsContacts, ACCOUNTS, (ctx, i) =>
      listContacts(ctx, { clientId: i.id, contactType: "Accounts" }),
    ),
  )
  .on(...handle(calls.pos, ACCOUNTS, (ctx, i) => clients.listPos(ctx, i.id)))
  .on(...handle(calls.savePo, ACCOUNTS, clients.savePo, SAVED))
  .on(...handle(calls.deletePos, ACCOUNTS, removeChildren("po"), DELETED))
  .on(...handle(calls.saveContactTerms, CLIENT_ADMIN, clients.saveContactTerms, SAVED))
  .on(
    ...handle(calls.quoteInvoiceNotes, { staffAny: [CLI, QTE, INV] }, (ctx, i) =>
      clients.quoteInvoiceNotes(ctx, i.id),
    ),
  )
  .on(
    ...handle(calls.recentJobs, JOB_READERS, (ctx, i) =>
      clients.clientJobs(ctx, { clientId: i.id, limit: 5 }),
    ),
  )
  .on(
    ...handle(calls.jobs, JOB_READERS, (ctx, i) => clients.clientJobs(ctx, { clientId: i.id, limit: 1000 })),
  );

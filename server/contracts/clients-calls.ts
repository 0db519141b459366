import { z } from "zod";
import { call } from "./call";
import {
  clientContactSaveSchema,
  clientContactSchema,
  contactsByTypeRequestSchema,
  downloadGrantSchema,
  jobScheduleRequestSchema,
  validateOtpRequestSchema,
} from "./client-contacts";
import {
  clientAddressSaveSchema,
  clientAddressSchema,
  clientJobSchema,
  clientMainAddressSchema,
  clientNoteSaveSchema,
  clientNoteSchema,
  clientOptionSchema,
  clientPoSaveSchema,
  clientPoSchema,
  clientSaveSchema,
  clientSchema,
  contactTermsSaveSchema,
  contactTermsSchema,
  feedbackSaveSchema,
  feedbackSchema,
  quoteInvoiceNotesSchema,
  venueSaveSchema,
  venueSchema,
} from "./clients";
import { portalInvitationAnswerSchema, portalInvitationSchema } from "./portal-invitations";
import { deleteCall, idParamSchema, savedRowSchema } from "./records";

/** The clients area's calls, contacts included (staff-calls §7.2–§7.3, decision 190). */

const none = z.object({});
const count = z.number().int();
const byClient = <R extends z.ZodType>(path: string, row: R) =>
  call("GET", path, { input: idParamSchema, answer: z.array(row) });

/** GET /api/clients-list: every client, for pickers. */
export const clientOptions = call("GET", "/clients-list", {
  input: none,
  answer: z.array(clientOptionSchema),
});
/** GET /api/clientsactive-list: the active clients, for pickers. */
export const activeClientOptions = call("GET", "/clientsactive-list", {
  input: none,
  answer: z.array(clientOptionSchema),
});
/** GET /api/client/{id}. */
export const client = call("GET", "/client/:id{[0-9]+}", { input: idParamSchema, answer: clientSchema });
/** POST /api/client/update: adds (no id) or updates a client; answers the saved client. */
export const saveClient = call("POST", "/client/update", { input: clientSaveSchema, answer: clientSchema });
/** POST /api/clientaddress/update: the client's main address. */
export const saveMainAddress = call("POST", "/clientaddress/update", {
  input: clientMainAddressSchema,
  answer: clientSchema,
});
/** POST /api/client/delete: clients with jobs are refused. */
export const deleteClients = deleteCall("/client/delete", count);

/** GET /api/client-notes/{id}. */
export const notes = byClient("/client-notes/:id{[0-9]+}", clientNoteSchema);
/** GET /api/client-accounts-notes/{id}: the Accounts notes only. */
export const accountsNotes = byClient("/client-accounts-notes/:id{[0-9]+}", clientNoteSchema);
/** POST /api/client-note/update. */
export const saveNote = call("POST", "/client-note/update", {
  input: clientNoteSaveSchema,
  answer: clientNoteSchema,
});
/** POST /api/client-note/delete. */
export const deleteNotes = deleteCall("/client-note/delete", count);

/** GET /api/client-feedback/{id}. */
export const feedback = byClient("/client-feedback/:id{[0-9]+}", feedbackSchema);
/** GET /api/feedbacks: every client's feedback. */
export const allFeedback = call("GET", "/feedbacks", { input: none, answer: z.array(feedbackSchema) });
/** POST /api/feedback/update. */
export const saveFeedback = call("POST", "/feedback/update", {
  input: feedbackSaveSchema,
  answer: savedRowSchema,
});
/** POST /api/feedback/delete. */
export const deleteFeedback = deleteCall("/feedback/delete", count);

/** GET /api/client-venues/{id}. */
export const venues = byClient("/client-venues/:id{[0-9]+}", venueSchema);
/** GET /api/client-venues-plus-global/{id}: the client's venues and the global ones (job venues pick from them). */
export const venuesWithGlobal = byClient("/client-venues-plus-global/:id{[0-9]+}", venueSchema);
/** POST /api/client-venue/update. */
export const saveVenue = call("POST", "/client-venue/update", {
  input: venueSaveSchema,
  answer: savedRowSchema,
});
/** POST /api/client-venue/delete. */
export const deleteVenues = deleteCall("/client-venue/delete", count);

/** GET /api/client-addresses/{id}. */
export const addresses = byClient("/client-addresses/:id{[0-9]+}", clientAddressSchema);
/** POST /api/client-address/update. */
export const saveAddress = call("POST", "/client-address/update", {
  input: clientAddressSaveSchema,
  answer: savedRowSchema,
});
/** POST /api/client-address/delete. */
export const deleteAddresses = deleteCall("/client-address/delete", count);

/** GET /api/client-accounts-contacts/{id}: the client's Accounts contacts. */
export const accountsContacts = byClient("/client-accounts-contacts/:id{[0-9]+}", clientContactSchema);
/** GET /api/client-pos/{id}. */
export const pos = byClient("/client-pos/:id{[0-9]+}", clientPoSchema);
/** POST /api/client-po/update. */
export const savePo = call("POST", "/client-po/update", {
  input: clientPoSaveSchema,
  answer: savedRowSchema,
});
/** POST /api/client-po/delete. */
export const deletePos = deleteCall("/client-po/delete", count);

/** POST /api/client-contact-terms/update. */
export const saveContactTerms = call("POST", "/client-contact-terms/update", {
  input: contactTermsSaveSchema,
  answer: contactTermsSchema,
});
/** GET /api/quote-invoice-notes/{id}. */
export const quoteInvoiceNotes = call("GET", "/quote-invoice-notes/:id{[0-9]+}", {
  input: idParamSchema,
  answer: quoteInvoiceNotesSchema,
});
/** GET /api/clientrecentjob/{id}: the client's five latest jobs. */
export const recentJobs = byClient("/clientrecentjob/:id{[0-9]+}", clientJobSchema);
/** GET /api/client-jobs/{id}. */
export const jobs = byClient("/client-jobs/:id{[0-9]+}", clientJobSchema);

/** GET /api/client-contacts/{id}: the client's contacts. */
export const contacts = byClient("/client-contacts/:id{[0-9]+}", clientContactSchema);
/** GET /api/client-contact/{id}. */
export const contact = call("GET", "/client-contact/:id{[0-9]+}", {
  input: idParamSchema,
  answer: clientContactSchema,
});
/** POST /api/client-contact/update. */
export const saveContact = call("POST", "/client-contact/update", {
  input: clientContactSaveSchema,
  answer: clientContactSchema,
});
/** POST /api/client-contact/delete. */
export const deleteContacts = deleteCall("/client-contact/delete", count);
/** POST /api/GetClientContactsByTypeId (fields or json): contacts of these clients having any of the types. */
export const contactsByType = call("POST", "/GetClientContactsByTypeId", {
  input: contactsByTypeRequestSchema,
  encoding: "form",
  answer: z.array(clientContactSchema),
});
/** POST /api/client-contacts/portal-invitation {ids}: client portal accounts and invitations (decision 215). */
export const inviteContacts = call("POST", "/client-contacts/portal-invitation", {
  input: portalInvitationSchema,
  answer: portalInvitationAnswerSchema,
});
/** GET /api/client-contact-jobs/{id}: the jobs a contact is on. */
export const contactJobs = byClient("/client-contact-jobs/:id{[0-9]+}", clientJobSchema);
/** POST /api/client-contact-jobschedule-by-session (fields jobid or jobId, ...): attendees by session. */
export const jobScheduleBySession = call("POST", "/client-contact-jobschedule-by-session", {
  input: jobScheduleRequestSchema,
  encoding: "form",
  answer: z.array(
    z.looseObject({
      jobGroupId: z.number().nullable(),
      sessionNumber: z.number().nullable(),
      rows: z.array(z.unknown()),
    }),
  ),
});
/** POST /api/ValidateClientFileDownloadOTP (fields clientContactId, password): opens downloads for a while. */
export const validateDownloadOtp = call("POST", "/ValidateClientFileDownloadOTP", {
  input: validateOtpRequestSchema,
  encoding: "form",
  answer: downloadGrantSchema,
});

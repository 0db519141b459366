import { z } from "zod";
import { call } from "../call";
import { idParamSchema } from "../records";
import { licenceListSchema, licenceSaveSchema, licenceUsageSchema } from "./licences";

/**
 * Software licences (staff-calls §7.12, decision 277): every call needs ResearchMeLicence (RME)
 * and answers only on the licensee installation (the IsJOTLicensee flag).
 */

/** GET /api/licences: every licence with its seat figures (a short list: not paged). */
export const licences = call("GET", "/licences", { input: z.object({}), answer: licenceListSchema });

/** GET /api/licence-usage/{id}: the seat figures of one licence and its holders. */
export const licenceUsage = call("GET", "/licence-usage/:id{[0-9]+}", {
  input: idParamSchema,
  answer: licenceUsageSchema,
});

/** POST /api/licence/update: adds or changes a licence; seats never below the active holders. */
export const saveLicence = call("POST", "/licence/update", {
  input: licenceSaveSchema,
  answer: z.object({ id: z.number().int() }),
});

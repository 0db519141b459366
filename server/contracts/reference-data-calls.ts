import { z } from "zod";
import { call } from "./call";
import { idParamSchema, idSchema } from "./records";
import {
  listTypeSchema,
  postcodeGroupSchema,
  postcodeGroupUpdateSchema,
  publicListSchema,
  referenceDataAnswerSchema,
  referenceDataRequestSchema,
  referenceItemIdsSchema,
  referenceItemSchema,
  referenceItemUpdateSchema,
  respondentReferenceUpdateSchema,
} from "./reference-data";
import { locationsSchema, searchParamSchema, suburbsSchema } from "./respondents/portal";

/** Reference lists, a respondent's selections, places and postcode groups (staff-calls §7.14). */

const none = z.object({});
const count = z.number().int();

/** POST /api/reference-data-provider (fields type, respId); also answered with a trailing slash. */
export const referenceData = call("POST", "/reference-data-provider", {
  input: referenceDataRequestSchema,
  answer: referenceDataAnswerSchema,
  encoding: "form",
});

/** POST /api/update-reference-data-provider (fields respId, json): a respondent's selection for one list. */
export const updateRespondentReference = call("POST", "/update-reference-data-provider", {
  input: z.object({ respId: idSchema, json: respondentReferenceUpdateSchema }),
  answer: count,
  bodyField: "json",
});

/** POST /api/update-reference-item (fields type, json): add (id 0) or change a list item. */
export const saveReferenceItem = call("POST", "/update-reference-item", {
  input: z.object({ type: listTypeSchema, json: referenceItemUpdateSchema }),
  answer: referenceItemSchema,
  bodyField: "json",
});

/** POST /api/delete-reference-items (fields type, json = item ids). */
export const deleteReferenceItems = call("POST", "/delete-reference-items", {
  input: z.object({ type: listTypeSchema, json: referenceItemIdsSchema }),
  answer: count,
  bodyField: "json",
});

/** GET /api/postcodegroupitem/{id}. */
export const postcodeGroup = call("GET", "/postcodegroupitem/:id{[0-9]+}", {
  input: idParamSchema,
  answer: postcodeGroupSchema,
});

/** POST /api/postcodegroupitem/update (json, id 0 adds). */
export const savePostcodeGroup = call("POST", "/postcodegroupitem/update", {
  input: postcodeGroupUpdateSchema,
  answer: postcodeGroupSchema,
});

/** GET /api/respondent-getsuburb/{search}: public place search (sign-up, profile, record). */
export const suburbs = call("GET", "/respondent-getsuburb/:search", {
  input: searchParamSchema,
  answer: suburbsSchema,
});

/** GET /api/data-provider/location/{search}: "Suburb STATE Postcode" labels. */
export const locations = call("GET", "/data-provider/location/:search", {
  input: searchParamSchema,
  answer: locationsSchema,
});

/** GET /api/public-data-provider/GetGenderList (no sign-in). */
export const genderList = call("GET", "/public-data-provider/GetGenderList", {
  input: none,
  answer: publicListSchema,
});

/** GET /api/public-data-provider/GetYearList (no sign-in). */
export const yearList = call("GET", "/public-data-provider/GetYearList", {
  input: none,
  answer: publicListSchema,
});

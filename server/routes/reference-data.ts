import { Hono } from "hono";
import type { AppEnv } from "../context";
import * as calls from "../contracts/reference-data-calls";
import { RIGHTS } from "../contracts/rights";
import {
  genderList,
  locationSearch,
  postcodeGroup,
  referenceData,
  removeReferenceItems,
  saveReferenceItem,
  suburbSearch,
  updatePostcodeGroup,
  updateRespondentReference,
  yearList,
} from "../services/reference-data";
import { handle, PUBLIC } from "./handle";

const { RespondentAdmin: RES, ReferenceDataAdmin: REF } = RIGHTS;
/** A respondent's own selections (checked by the service) or staff with RespondentAdmin. */
const OWN_OR_STAFF = { staff: [RES], respondent: true } as const;
const SAVED = { successMsg: "Successfully Saved!" };

const [method, path, listHandler] = handle(calls.referenceData, OWN_OR_STAFF, referenceData);

/** Reference lists, a respondent's selections, places and postcode groups (staff-calls §7.14). */
export const referenceDataRoutes = new Hono<AppEnv>()
  .on(method, [path, `${path}/`], listHandler)
  .on(...handle(calls.updateRespondentReference, OWN_OR_STAFF, updateRespondentReference, SAVED))
  .on(...handle(calls.saveReferenceItem, { staff: [REF] }, saveReferenceItem, SAVED))
  .on(...handle(calls.deleteReferenceItems, { staff: [REF] }, removeReferenceItems))
  .on(...handle(calls.postcodeGroup, { staff: [RES] }, (ctx, i) => postcodeGroup(ctx, i.id)))
  .on(...handle(calls.savePostcodeGroup, { staff: [RES] }, updatePostcodeGroup, SAVED))
  // Public place data: the sign-up pages, the respondent profile and the staff record all use it.
  .on(...handle(calls.suburbs, PUBLIC, (ctx, i) => suburbSearch(ctx, i.search)))
  .on(
    ...handle(calls.locations, { staff: [], client: true, respondent: true }, (ctx, i) =>
      locationSearch(ctx, i.search),
    ),
  )
  /** Public lists for the sign-up pages. */
  .on(...handle(calls.genderList, PUBLIC, genderList))
  .on(...handle(calls.yearList, PUBLIC, yearList));

import { Hono } from "hono";
import { z } from "zod";
import { guard, publicCall } from "../auth/guard";
import type { AppEnv } from "../context";
import { idSchema } from "../contracts/records";
import {
  listTypeSchema,
  postcodeGroupUpdateSchema,
  referenceDataRequestSchema,
  referenceItemIdsSchema,
  referenceItemUpdateSchema,
  respondentReferenceUpdateSchema,
} from "../contracts/reference-data";
import { respondentIdParamSchema, searchParamSchema } from "../contracts/respondents/portal";
import { RIGHTS } from "../contracts/rights";
import { ok } from "../http/envelope";
import { formBody, jsonBody, params, validate } from "../http/input";
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

const { RespondentAdmin: RES, ReferenceDataAdmin: REF } = RIGHTS;
/** A respondent's own selections (checked by the service) or staff with RespondentAdmin. */
const OWN_OR_STAFF = { staff: [RES], respondent: true } as const;

/** Reference lists, a respondent's selections, places and postcode groups (staff-calls §7.14). */
export const referenceDataRoutes = new Hono<AppEnv>();

for (const path of ["/reference-data-provider", "/reference-data-provider/"]) {
  referenceDataRoutes.post(path, async (c) => {
    const ctx = await guard(c, OWN_OR_STAFF);
    return ok(c, await referenceData(ctx, await formBody(c, referenceDataRequestSchema)));
  });
}

referenceDataRoutes.post("/update-reference-data-provider", async (c) => {
  const ctx = await guard(c, OWN_OR_STAFF);
  const input = await formBody(c, z.object({ respId: idSchema, json: respondentReferenceUpdateSchema }));
  return ok(c, await updateRespondentReference(ctx, input), { successMsg: "Successfully Saved!" });
});

referenceDataRoutes.post("/update-reference-item", async (c) => {
  const ctx = await guard(c, { staff: [REF] });
  const input = await formBody(c, z.object({ type: listTypeSchema, json: referenceItemUpdateSchema }));
  return ok(c, await saveReferenceItem(ctx, input), { successMsg: "Successfully Saved!" });
});

referenceDataRoutes.post("/delete-reference-items", async (c) => {
  const ctx = await guard(c, { staff: [REF] });
  const input = await formBody(c, z.object({ type: listTypeSchema, json: referenceItemIdsSchema }));
  return ok(c, await removeReferenceItems(ctx, input));
});

referenceDataRoutes.get("/postcodegroupitem/:id{[0-9]+}", async (c) => {
  const ctx = await guard(c, { staff: [RES] });
  return ok(c, await postcodeGroup(ctx, params(c, respondentIdParamSchema).id));
});

referenceDataRoutes.post("/postcodegroupitem/update", async (c) => {
  const ctx = await guard(c, { staff: [RES] });
  const input = await jsonBody(c, postcodeGroupUpdateSchema);
  return ok(c, await updatePostcodeGroup(ctx, input), { successMsg: "Successfully Saved!" });
});

// Public place data: the sign-up pages, the respondent profile and the staff record all use it.
referenceDataRoutes.get("/respondent-getsuburb/:search", async (c) => {
  const ctx = await publicCall(c);
  const { search } = validate(searchParamSchema, { search: c.req.param("search") });
  return ok(c, await suburbSearch(ctx, search));
});

referenceDataRoutes.get("/data-provider/location/:search", async (c) => {
  const ctx = await guard(c, { staff: [], client: true, respondent: true });
  const { search } = validate(searchParamSchema, { search: c.req.param("search") });
  return ok(c, await locationSearch(ctx, search));
});

/** Public lists for the sign-up pages. */
referenceDataRoutes.get("/public-data-provider/GetGenderList", async (c) =>
  ok(c, await genderList(await publicCall(c))),
);
referenceDataRoutes.get("/public-data-provider/GetYearList", async (c) =>
  ok(c, yearList(await publicCall(c))),
);

import { Hono } from "hono";
import { z } from "zod";
import { requireActor, requireRight } from "../auth/guard";
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
import { respondentIdParamSchema, searchParamSchema } from "../contracts/respondent-portal";
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
import { respondentAccess } from "./respondent-guard";

/** Reference lists, a respondent's selections, places and postcode groups (staff-calls §7.14). */
export const referenceDataRoutes = new Hono<AppEnv>();

for (const path of ["/reference-data-provider", "/reference-data-provider/"]) {
  referenceDataRoutes.post(path, async (c) => {
    const access = await respondentAccess(c);
    const input = await formBody(c, referenceDataRequestSchema);
    return ok(c, await referenceData(c.get("deps"), access, input));
  });
}

referenceDataRoutes.post("/update-reference-data-provider", async (c) => {
  const access = await respondentAccess(c);
  const { respId, json } = await formBody(
    c,
    z.object({ respId: idSchema, json: respondentReferenceUpdateSchema }),
  );
  const saved = await updateRespondentReference(c.get("deps"), access, respId, json);
  return ok(c, saved, { successMsg: "Successfully Saved!" });
});

referenceDataRoutes.post("/update-reference-item", async (c) => {
  await requireRight(c, RIGHTS.ReferenceDataAdmin);
  const { type, json } = await formBody(
    c,
    z.object({ type: listTypeSchema, json: referenceItemUpdateSchema }),
  );
  return ok(c, await saveReferenceItem(c.get("deps"), type, json), { successMsg: "Successfully Saved!" });
});

referenceDataRoutes.post("/delete-reference-items", async (c) => {
  await requireRight(c, RIGHTS.ReferenceDataAdmin);
  const { type, json } = await formBody(c, z.object({ type: listTypeSchema, json: referenceItemIdsSchema }));
  return ok(c, await removeReferenceItems(c.get("deps"), type, json));
});

referenceDataRoutes.get("/postcodegroupitem/:id{[0-9]+}", async (c) => {
  await requireRight(c, RIGHTS.RespondentAdmin);
  return ok(c, await postcodeGroup(c.get("deps"), params(c, respondentIdParamSchema).id));
});

referenceDataRoutes.post("/postcodegroupitem/update", async (c) => {
  await requireRight(c, RIGHTS.RespondentAdmin);
  const input = await jsonBody(c, postcodeGroupUpdateSchema);
  return ok(c, await updatePostcodeGroup(c.get("deps"), input), { successMsg: "Successfully Saved!" });
});

// Public place data: the sign-up pages, the respondent profile and the staff record all use it.
referenceDataRoutes.get("/respondent-getsuburb/:search", async (c) => {
  const { search } = validate(searchParamSchema, { search: c.req.param("search") });
  return ok(c, await suburbSearch(c.get("deps"), search));
});

referenceDataRoutes.get("/data-provider/location/:search", async (c) => {
  requireActor(c);
  const { search } = validate(searchParamSchema, { search: c.req.param("search") });
  return ok(c, await locationSearch(c.get("deps"), search));
});

/** Public lists for the sign-up pages. */
referenceDataRoutes.get("/public-data-provider/GetGenderList", async (c) =>
  ok(c, await genderList(c.get("deps"))),
);
referenceDataRoutes.get("/public-data-provider/GetYearList", (c) => ok(c, yearList(c.get("deps").now())));

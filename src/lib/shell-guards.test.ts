import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { clientContactSchema } from "../../server/contracts/client-contacts";
import { clientSchema } from "../../server/contracts/clients";
import {
  clientSuggestionSchema,
  jobSuggestionSchema,
  respondentSuggestionSchema,
  sessionSuggestionSchema,
} from "../../server/contracts/search";
import { trackingJobSchema, workingHoursSchema } from "../../server/contracts/tracking";
import {
  currentLayoutSchema,
  dashboardSchema,
  namedLayoutsSchema,
  staffMeSchema,
} from "../../server/contracts/workspace";
import { isStaffMe } from "../app/staff-workspace";
import { isDashboard } from "../features/dashboard/api/dashboard";
import {
  isClientSuggestion,
  isJobSuggestion,
  isRespondentSuggestion,
  isSessionSuggestion,
} from "../features/staff-bar/api/search";
import { isTrackingJob, isWorkingHours } from "../features/staff-bar/api/tracker";
import { isContactsClient, isPrivateListFlag } from "../layouts/client-flags";
import { isCurrentLayout, isNamedLayouts } from "../workspace/persistence";
import type { Guard } from "./guards";

/**
 * The staff shell checks its answers with hand guards instead of the zod contracts (decision 080).
 * They must agree: for a valid answer and for every way of breaking one field (missing, null,
 * another type), the guard and the contract give the same verdict.
 */
const WRONG: unknown[] = [undefined, null, "text", 1.5, 7, true, {}, []];

function* variants(value: unknown): Generator<unknown> {
  yield value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++)
      for (const inner of [...WRONG, ...variants(value[i])]) yield value.map((v, j) => (j === i ? inner : v));
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const key of Object.keys(value)) {
    const without = { ...(value as Record<string, unknown>) };
    delete without[key];
    yield without;
    for (const inner of [...WRONG, ...variants((value as Record<string, unknown>)[key])])
      yield { ...(value as Record<string, unknown>), [key]: inner };
  }
}

function agree(name: string, guard: Guard<unknown>, schema: ZodType, valid: unknown) {
  it(`${name}: guard and contract agree`, () => {
    expect(schema.safeParse(valid).success).toBe(true);
    let checked = 0;
    for (const v of variants(valid)) {
      const verdict = schema.safeParse(v).success;
      expect({ v, verdict: guard(v) }).toEqual({ v, verdict });
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
}

describe("shell guards", () => {
  agree("staff me", isStaffMe, staffMeSchema, {
    id: 1,
    username: "admin",
    name: "Ada",
    rights: ["JOB", "CLI"],
  });
  agree("dashboard", isDashboard, dashboardSchema, {
    trackedMinutesToday: 65,
    working: { statusString: "IN", hoursString: "1:05" },
    myJobs: [{ id: 3, jobNumberAndName: "J24-3 - Tea", jobStatus: "Open", lastTrackedAt: "2026-01-01" }],
    mySessions: [
      { id: 4, jobId: 3, name: "Group A", sessionNumber: 1, jobNumberAndName: "J24-3 - Tea", startsAt: null },
    ],
  });
  agree("tracking job", isTrackingJob, trackingJobSchema, {
    id: 9,
    jobId: 3,
    jobNumberAndName: "J24-3 - Tea",
    isSmsAutoWorking: false,
  });
  agree("working hours", isWorkingHours, workingHoursSchema, {
    statusString: "OUT",
    hoursString: "0:00",
    rosteredShift: { id: 5, startsAt: "2026-12-01T22:00:00.000Z", endsAt: "2026-12-02T04:00:00.000Z" },
  });
  agree("job suggestion", isJobSuggestion, jobSuggestionSchema, {
    id: 3,
    jobNumberAndName: "J24-3 - Tea",
    jobNumber: "J24-3",
    jobName: "Tea",
    jobStatus: "Open",
  });
  agree("respondent suggestion", isRespondentSuggestion, respondentSuggestionSchema, {
    id: 5,
    fullName: "Bo Li",
    businessRego: false,
    disabilityRego: true,
    isActive: true,
    mobile: null,
    email: "bo@example.com",
  });
  agree("session suggestion", isSessionSuggestion, sessionSuggestionSchema, {
    id: 4,
    jobId: 3,
    sessionNumber: 2,
    name: "Group B",
    jobNumberAndName: "J24-3 - Tea",
  });
  agree("client suggestion", isClientSuggestion, clientSuggestionSchema, {
    id: 2,
    name: "Acme",
    status: "Active",
  });
  agree("named layouts", isNamedLayouts, namedLayoutsSchema, [
    { name: "Mine", layout: { version: 1 }, updatedAt: "2026-01-01T00:00:00Z" },
  ]);
  agree("current layout", isCurrentLayout, currentLayoutSchema, {
    layout: { version: 1 },
    updatedAt: "2026-01-01",
  });
  agree(
    "client menu: contact's client",
    isContactsClient,
    clientContactSchema.pick({ clientId: true }).nullable(),
    {
      clientId: 4,
    },
  );
  agree(
    "client menu: private list",
    isPrivateListFlag,
    clientSchema.pick({ allowPrivateList: true }).nullable(),
    {
      allowPrivateList: true,
    },
  );
});

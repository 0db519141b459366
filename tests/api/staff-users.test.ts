import { describe, expect, it } from "vitest";
import {
  staffDetailAnswerSchema,
  staffFullNameAnswerSchema,
  staffListAnswerSchema,
} from "../../server/contracts/staff-users";
import { suite } from "../helpers/suite";
import { signedInWorld } from "../helpers/worlds";

const w = suite(signedInWorld);

/** Words that would mean a secret leaked into a staff answer. */
const SECRET_WORDS = /password|hash|totp|secret|token/i;

describe("staff as people (decision 178)", () => {
  it("users/staffs and ActiveUsers list staff by name, with no secrets", async () => {
    const all = await w.api.get("/api/users/staffs", { token: w.t.recruiter, answer: staffListAnswerSchema });
    expect(all.status).toBe(200);
    const robin = all.body.value.find((p) => p.username === "recruiter@demo.test");
    expect(robin).toMatchObject({ fullName: "Robin Recruiter", firstName: "Robin", isActive: true });
    expect(all.body.value.map((p) => p.fullName)).toEqual(
      [...all.body.value.map((p) => p.fullName)].sort((a, b) => a.localeCompare(b)),
    );
    expect(JSON.stringify(all.body.value)).not.toMatch(SECRET_WORDS);
    const active = await w.api.get("/api/ActiveUsers", { token: w.t.admin, answer: staffListAnswerSchema });
    expect(active.body.value.length).toBeGreaterThan(0);
    expect(active.body.value.every((p) => p.isActive)).toBe(true);
  });

  it("user-fullname and user-detail answer by user name (case-insensitive); unknown is 404", async () => {
    const name = await w.api.get("/api/user-fullname/Recruiter@demo.test", {
      token: w.t.recruiter,
      answer: staffFullNameAnswerSchema,
    });
    expect(name.body.value).toBe("Robin Recruiter");
    const detail = await w.api.get("/api/user-detail/admin@demo.test", {
      token: w.t.recruiter,
      answer: staffDetailAnswerSchema,
    });
    expect(detail.body.value).toMatchObject({ fullName: "Avery Admin", position: "Operations Manager" });
    expect(detail.body.value.roles.length).toBeGreaterThan(0);
    expect(Object.keys(detail.body.value).join(" ")).not.toMatch(SECRET_WORDS);
    for (const path of ["/api/user-fullname/ghost@nowhere.test", "/api/user-detail/ghost@nowhere.test"]) {
      const missing = await w.api.get(path, { token: w.t.admin });
      expect(missing.status).toBe(404);
      expect(missing.body.errors).toEqual(["There is no staff user with that user name."]);
    }
  });

  it("answers 401 without a sign-in and 403 to clients and respondents", async () => {
    const paths = [
      "/api/users/staffs",
      "/api/ActiveUsers",
      "/api/user-fullname/admin@demo.test",
      "/api/user-detail/admin@demo.test",
    ];
    for (const path of paths) {
      expect((await w.api.get(path)).status).toBe(401);
      expect((await w.api.get(path, { token: w.t.client })).status).toBe(403);
      expect((await w.api.get(path, { token: w.t.respondent })).status).toBe(403);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, DEMO } from "../helpers/client";
import { startTestServer, type TestServer } from "../helpers/server";

/** One e-mail rule for every contract (decision 102): a client contact and a respondent agree. */
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: string;
let clientId: number;
const RESPONDENT = 2; // a seeded panel member

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  const client = await api.postJson<{ id: number }>(
    "/api/client/update",
    { name: "Email Rule Ltd" },
    { token: admin },
  );
  clientId = client.body.value.id;
});
afterAll(() => server?.close());

const saveContact = (email: string) =>
  api.postJson(
    "/api/client-contact/update",
    { clientId, firstName: "Ann", lastName: "Lee", email },
    { token: admin },
  );
const saveRespondent = (email: string) =>
  api.postJson("/api/respondent/update", { id: RESPONDENT, email }, { token: admin });

describe("client contact and respondent saves give the same answer for an e-mail", () => {
  it("both refuse ann+1@x.com with 400 and 'email: Invalid'", async () => {
    const contact = await saveContact("ann+1@x.com");
    const respondent = await saveRespondent("ann+1@x.com");
    for (const answer of [contact, respondent]) {
      expect(answer.status).toBe(400);
      expect(answer.body.succeeded).toBe(false);
      expect(answer.body.errors.join(" ")).toMatch(/email: Invalid/);
    }
  });

  it("both accept a valid address", async () => {
    const contact = await saveContact("ann.lee@example.com.au");
    const respondent = await saveRespondent("o'neil-pat@example.co.nz");
    for (const answer of [contact, respondent]) {
      expect(answer.status).toBe(200);
      expect(answer.body.succeeded).toBe(true);
    }
  });
});

import { describe, expect, it } from "vitest";
import { badInputWorld, expectNulRefused } from "./bad-input-helpers";

/**
 * Every update call refuses a NUL in a text field with a 400. Each body is first saved without
 * the NUL, so the refusal is the NUL's doing and not some other rule's.
 */
const w = badInputWorld();
const NUL = "\u0000";

type Body = Record<string, unknown>;

/** Saves the body once without NULs (must succeed), then with a NUL in `field` (must be refused). */
async function nulRefusedIn(path: string, body: Body, field: string) {
  const clean = await w.api.postJson<{ id: number } | { id: number }[]>(path, body, { token: w.admin });
  expect(clean.body.succeeded, `${path}: ${JSON.stringify(clean.body)}`).toBe(true);
  expectNulRefused(await w.api.postJson(path, { ...body, [field]: `a${NUL}b` }, { token: w.admin }));
  return clean.body.value;
}

describe("update calls with a NUL in a text field", () => {
  it("clients: the client, a note, a venue, a PO", async () => {
    await nulRefusedIn("/api/client/update", { name: "Nul Test Co" }, "name");
    await nulRefusedIn("/api/client-note/update", { clientId: w.acmeId, note: "Called" }, "note");
    await nulRefusedIn("/api/client-venue/update", { clientId: w.acmeId, name: "Room 1" }, "notes");
    await nulRefusedIn("/api/client-po/update", { clientId: w.acmeId, poNumber: "PO-9" }, "poNumber");
  });

  it("jobs: the job, a job venue, an invoice", async () => {
    await nulRefusedIn("/api/job/update", { name: "Nul job", clientId: w.acmeId }, "name");
    const venue = await nulRefusedIn(
      "/api/client-venue/update",
      { clientId: w.acmeId, name: "Room 2" },
      "name",
    );
    const venueId = (venue as { id: number }).id;
    await nulRefusedIn("/api/job/venue/update", { jobId: w.jobId, venueId, notes: "Lift" }, "notes");
    await nulRefusedIn("/api/job/invoice/update", { jobId: w.jobId, amount: 10 }, "description");
  });

  it("respondents: the record and a note", async () => {
    await nulRefusedIn("/api/respondent/update", { id: 1, address1: "1 Main St" }, "address1");
    await nulRefusedIn("/api/respondent-notes/add", { respondentId: 1, text: "Rang back" }, "text");
  });

  it("fields that hold JSON text: invoices and list parameters", async () => {
    const invoices = (description: string) => {
      const form = new FormData();
      form.set("invoices", JSON.stringify([{ jobId: w.jobId, amount: 5, description }]));
      return form;
    };
    const clean = await w.api.postMultipart("/api/job/invoice/update", invoices("Deposit"), {
      token: w.admin,
    });
    expect(clean.body.succeeded).toBe(true);
    expectNulRefused(
      await w.api.postMultipart("/api/job/invoice/update", invoices(`a${NUL}`), { token: w.admin }),
    );
    const list = (search: string) => ({ entity: "jobs", dtparams: JSON.stringify({ search }) });
    expect((await w.api.postJson("/api/query/result", list("coffee"), { token: w.admin })).status).toBe(200);
    expectNulRefused(await w.api.postJson("/api/query/result", list(`a${NUL}`), { token: w.admin }));
  });
});

import ExcelJS from "exceljs";
import type { z } from "zod";
import { reportAnswerSchema } from "../../server/contracts/reports/calls";
import type { RightCode } from "../../server/contracts/rights";
import { refreshPointBalances } from "../../server/db/repo/point-balances";
import { staffUsers } from "../../server/db/schema/accounts";
import { clients } from "../../server/db/schema/clients";
import { configItems } from "../../server/db/schema/config";
import { invoices, jobIncentives, jobTimeAllocations } from "../../server/db/schema/job-details";
import { jobGroups, jobs } from "../../server/db/schema/jobs";
import {
  respondentEvents,
  respondentPayments,
  respondentPoints,
  respondents,
} from "../../server/db/schema/respondents";
import { bookingHistory, jobGroupIncentives } from "../../server/db/schema/sessions";
import { clockEntries, timeEntries } from "../../server/db/schema/tracking";
import { type Answer, apiClient, DEMO } from "../helpers/client";
import { startTestServer } from "../helpers/server";
import { staffWithRights } from "../helpers/staff-with-rights";

/**
 * Report tests arrange their own rows straight in the database (a job of a project manager no
 * seed uses, its sessions and bookings), then compare the report's figures with counts the test
 * computes from what it arranged (decision 231).
 */
export async function reportsWorld() {
  const server = await startTestServer();
  const api = apiClient(server);
  const admin = await api.login(DEMO.admin.username, DEMO.admin.password);
  const db = server.handle.db;
  const panel = (
    await db.select({ id: respondents.id }).from(respondents).orderBy(respondents.id).limit(200)
  ).map((r) => r.id);
  const [client] = await db
    .insert(clients)
    .values({ name: `Report Client ${Date.now()}` })
    .returning({ id: clients.id });
  let jobCounter = 0;
  let invoiceCounter = 0;
  let workerCounter = 0;
  return {
    server,
    api,
    admin,
    db,
    panel,
    clientId: client?.id ?? 0,
    /** A staff member holding exactly these rights. */
    staff: (rights: RightCode[]) => staffWithRights(server, rights),
    async job(values: Partial<typeof jobs.$inferInsert> = {}) {
      jobCounter += 1;
      const [row] = await db
        .insert(jobs)
        .values({
          jobNumber: `RPT-${Date.now()}-${jobCounter}`,
          name: `Report job ${jobCounter}`,
          clientId: client?.id,
          ...values,
        })
        .returning();
      if (!row) throw new Error("job not created");
      return row;
    },
    async session(jobId: number, startsAt: Date, values: Partial<typeof jobGroups.$inferInsert> = {}) {
      const [row] = await db
        .insert(jobGroups)
        .values({
          jobId,
          sessionNumber: 1,
          name: "Session",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          ...values,
        })
        .returning();
      if (!row) throw new Error("session not created");
      return row;
    },
    /** A client of the test's own (isolates a report by its client filter). */
    async client(name = "Client") {
      const [row] = await db
        .insert(clients)
        .values({ name: `${name} ${Date.now()}-${jobCounter}` })
        .returning({ id: clients.id });
      if (!row) throw new Error("client not created");
      return row.id;
    },
    async invoice(jobId: number, amount: number, issuedDate: string | null, status = "Sent") {
      invoiceCounter += 1;
      await db.insert(invoices).values({
        jobId,
        amount,
        issuedDate,
        status,
        invoiceNumber: `RPT-INV-${Date.now()}-${invoiceCounter}`,
      });
    },
    /** A staff member no seed knows, to clock entries for (filter the staff reports by `username`). */
    async worker(firstName = "Wendy") {
      workerCounter += 1;
      const username = `worker-${process.pid}-${workerCounter}-${Date.now()}@test.local`;
      const [row] = await db
        .insert(staffUsers)
        .values({ username, firstName, lastName: `Worker${workerCounter}`, email: username })
        .returning();
      if (!row) throw new Error("staff user not created");
      return row;
    },
    /** A clock entry: `day` is the agency day of the clock-on (the test names it). */
    async clock(staffUserId: number, day: string, on: Date, off: Date | null) {
      const [row] = await db
        .insert(clockEntries)
        .values({ staffUserId, day, clockOn: on, clockOff: off })
        .returning();
      if (!row) throw new Error("clock entry not created");
      return row;
    },
    /** Time tracked on a job. */
    async tracked(staffUserId: number, jobId: number, startedAt: Date, stoppedAt: Date | null) {
      await db.insert(timeEntries).values({ staffUserId, jobId, startedAt, stoppedAt });
    },
    /** One booking per status, each of a different panel member from `from` on. */
    async bookings(jobId: number, sessionId: number, statuses: string[], from = 0) {
      if (statuses.length === 0) return [];
      return db
        .insert(respondentEvents)
        .values(
          statuses.map((status, i) => ({
            respondentId: panel[(from + i) % panel.length] ?? 0,
            jobId,
            jobGroupId: sessionId,
            kind: "Session",
            status,
          })),
        )
        .returning({ id: respondentEvents.id, respondentId: respondentEvents.respondentId });
    },
    /** Booking history rows as the booking moves write them (who, when, from → to). */
    async history(rows: (typeof bookingHistory.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(bookingHistory).values(rows);
    },
    /** A new panel member no seed row touches. */
    async member(firstName: string) {
      const [row] = await db
        .insert(respondents)
        .values({ firstName, lastName: "Reportson" })
        .returning({ id: respondents.id });
      if (!row) throw new Error("member not created");
      return row.id;
    },
    /** Points ledger rows of one member, through the same balance refresh every ledger write runs. */
    async points(respondentId: number, rows: Omit<typeof respondentPoints.$inferInsert, "respondentId">[]) {
      await db.insert(respondentPoints).values(rows.map((r) => ({ ...r, respondentId })));
      await refreshPointBalances(db, [respondentId]);
    },
    /** A booking with its incentive and outcome, answering its id. */
    async booking(
      jobId: number,
      sessionId: number,
      respondentId: number,
      status: string,
      incentive?: string,
    ) {
      const [row] = await db
        .insert(respondentEvents)
        .values({ respondentId, jobId, jobGroupId: sessionId, kind: "Session", status, incentive })
        .returning({ id: respondentEvents.id });
      return row?.id ?? 0;
    },
    async payment(eventId: number, respondentId: number, amount: string, status = "Paid") {
      await db.insert(respondentPayments).values({ eventId, respondentId, amount, status });
    },
    async incentive(target: { jobId: number } | { sessionId: number }, amount: number) {
      if ("jobId" in target)
        await db.insert(jobIncentives).values({ jobId: target.jobId, incentiveType: "Cash", amount });
      else
        await db
          .insert(jobGroupIncentives)
          .values({ jobGroupId: target.sessionId, incentiveType: "Cash", amount });
    },
    async timeSpent(jobId: number, minutes: number) {
      await db.insert(jobTimeAllocations).values({ jobId, username: "admin", spentMinutes: minutes });
    },
    async config(key: string, value: string) {
      await db
        .insert(configItems)
        .values({ key, kind: "value", value, description: key })
        .onConflictDoUpdate({ target: configItems.key, set: { value } });
    },
  };
}

/** A report call's value, checked with the report answer contract. */
export function reportValue(answer: Answer): z.infer<typeof reportAnswerSchema> {
  if (answer.status !== 200 || !answer.body.succeeded)
    throw new Error(`${answer.status} ${JSON.stringify(answer.body.errors)}`);
  return reportAnswerSchema.parse(answer.body.value);
}

/** POST /api/report/export read back: the rows of the first sheet as arrays of cell values. */
export async function exportRows(
  w: { server: { url: string } },
  token: string,
  body: Record<string, unknown>,
) {
  const form = new FormData();
  form.set("json", JSON.stringify(body));
  const res = await fetch(`${w.server.url}/api/report/export`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) return { status: res.status, text: await res.text(), rows: [] as unknown[][] };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { status: 200, text: "", rows, sheet };
}

import { asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { staffUsers } from "../schema/accounts";
import { clients } from "../schema/clients";
import { invoices } from "../schema/job-details";
import { jobs } from "../schema/jobs";

const DAY = 86_400_000;
const STATUSES = ["Paid", "Sent", "Paid", "Draft", "Paid", "Void"];

/**
 * What the job and client reports need on first start (decision 241), relative to today so the
 * default periods show rows whenever the demo starts: quoters on the quotes, jobs ordered in each
 * of the last twelve months, invoices issued across them, and three clients gone quiet. No
 * random values: the other seed steps' random sequences stay as they are.
 */
export async function seedJobReports(db: Db): Promise<void> {
  const staff = (
    await db.select({ username: staffUsers.username }).from(staffUsers).orderBy(asc(staffUsers.id))
  ).map((s) => s.username);
  const quotes = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(isNotNull(jobs.quoteStatus))
    .orderBy(asc(jobs.id));
  if (quotes.length === 0 || staff.length === 0) return;
  const now = Date.now();
  for (const [i, job] of quotes.entries()) {
    // Most quotes name one quoter, every fifth two, every seventh nobody.
    const first = staff[i % staff.length] ?? "";
    const quotedBy =
      i % 7 === 6 ? [] : i % 5 === 4 ? [first, staff[(i + 1) % staff.length] ?? first] : [first];
    // The last 48 quotes were ordered across the last twelve months (the sessions' first jobs kept).
    const recent = i >= 10 && i < 58 ? { createdAt: new Date(now - (i - 10) * 7.5 * DAY - 3_600_000) } : {};
    await db
      .update(jobs)
      .set({ quotedBy: [...new Set(quotedBy)], ...recent })
      .where(eq(jobs.id, job.id));
  }
  const billed = quotes.slice(10, 46);
  await db.insert(invoices).values(
    billed.map((job, i) => ({
      jobId: job.id,
      invoiceNumber: `INV-${String(500 + i).padStart(6, "0")}`,
      status: STATUSES[i % STATUSES.length] ?? "Sent",
      amount: 800 + ((i * 370) % 4200),
      issuedDate: new Date(now - i * 10 * DAY).toISOString().slice(0, 10),
      dueDate: new Date(now - i * 10 * DAY + 30 * DAY).toISOString().slice(0, 10),
    })),
  );
  // Clients whose last job was 8, 11 and 15 months ago (the Inactive Client Report's first rows).
  const quiet = await db
    .insert(clients)
    .values(["Harbour Insights", "Northside Panel Co", "Bluegum Strategy"].map((name) => ({ name })))
    .returning({ id: clients.id });
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${jobs.id}), 0)::int + 1` })
    .from(jobs);
  const old = await db
    .insert(jobs)
    .values(
      quiet.map((c, i) => ({
        jobNumber: `J23-${String(90000 + next + i).padStart(5, "0")}`,
        name: ["Retail shopper groups", "Banking app UX test", "Beverage concept interviews"][i] ?? "Study",
        clientId: c.id,
        status: "Closed",
        projectManager: staff[i % staff.length] ?? null,
        quotedBy: [staff[i % staff.length] ?? ""],
        quoteStatus: "Accepted",
        quoteValue: 6000 + i * 2500,
        createdAt: new Date(now - ([240, 330, 450][i % 3] ?? 240) * DAY),
      })),
    )
    .returning({ id: jobs.id });
  await db.insert(invoices).values(
    old.map((job, i) => ({
      jobId: job.id,
      invoiceNumber: `INV-${String(600 + i).padStart(6, "0")}`,
      status: "Paid",
      amount: 6000 + i * 2500,
      issuedDate: new Date(now - ([240, 330, 450][i % 3] ?? 240) * DAY + 30 * DAY).toISOString().slice(0, 10),
    })),
  );
}

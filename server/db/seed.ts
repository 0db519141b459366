import type { Db } from "./client";
import { seedAccounts } from "./seed/accounts";
import { seedAttendance } from "./seed/attendance";
import { seedClientPortal } from "./seed/client-portal";
import { seedClientsJobs } from "./seed/clients-jobs";
import { seedConfig } from "./seed/config";
import { seedDashboard } from "./seed/dashboard";
import { seedEmailTemplates } from "./seed/email-templates";
import { seedJobReports } from "./seed/job-reports";
import { seedLicences } from "./seed/licences";
import { seedLoginAudit } from "./seed/login-audit";
import { seedMeetings } from "./seed/meetings";
import { seedMoneyReports } from "./seed/money-reports";
import { seedPanelHistory } from "./seed/panel-history";
import { seedPanelSearch } from "./seed/panel-search";
import { seedPrivateLists } from "./seed/private-lists";
import { seedRespondents } from "./seed/respondents";
import { seedRoster } from "./seed/roster";
import { seedSessions } from "./seed/sessions";
import { seedStaffLeave } from "./seed/staff-leave";
import { seedSurveys } from "./seed/surveys";
import { seedTickets } from "./seed/tickets";
import { seedTimesheets } from "./seed/timesheets";
import { seedTracking } from "./seed/tracking";
import { isSeeded, markSeeded } from "./seed-marker";

/**
 * Demo data on first start. Each area adds its own seed step (server/db/seed/<area>.ts) to
 * SEED_STEPS, in dependency order. A marker row makes seeding run once per database.
 */
type SeedStep = { name: string; run: (db: Db) => Promise<void> };

const SEED_STEPS: SeedStep[] = [
  // First: other steps rely on the demo accounts, client and respondent (decision 011).
  { name: "accounts", run: seedAccounts },
  { name: "config", run: seedConfig },
  { name: "panel-search", run: seedPanelSearch },
  // Jobs before respondents: the demo respondent's history and opportunity point at a job.
  { name: "clients-jobs", run: seedClientsJobs },
  { name: "respondents", run: seedRespondents },
  // After clients and respondents: the demo client's private lists.
  { name: "private-lists", run: seedPrivateLists },
  // After jobs and respondents: sessions on the first jobs, bookings of panel members.
  { name: "sessions", run: seedSessions },
  // After sessions: the demo client's jobs with sessions get countable quota cells.
  { name: "client-portal", run: seedClientPortal },
  // After sessions: past sessions on further jobs and the panel's participation history.
  { name: "panel-history", run: seedPanelHistory },
  // After sessions: a session screener on the first job's next session.
  { name: "surveys", run: seedSurveys },
  // After sessions and panel history: the staff's booking history, tracked time and invoices.
  { name: "dashboard", run: seedDashboard },
  { name: "email-templates", run: seedEmailTemplates },
  // After jobs and sessions: quoters, recent orders, invoices by month, quiet clients (reports).
  { name: "job-reports", run: seedJobReports },
  // After every step writing points, invoices or sessions: time, invoices and point balances.
  { name: "money-reports", run: seedMoneyReports },
  // Keep last: it adds a few jobs/respondents only when no other area seeded any.
  { name: "tracking", run: seedTracking },
  // After tracking (jobs exist by then): clock entries and time on jobs for the staff reports.
  { name: "attendance", run: seedAttendance },
  // After accounts and config: leave of the demo staff around now (the leave page and roster).
  { name: "staff-leave", run: seedStaffLeave },
  // After accounts: demo sign-in attempts with a new IP and a burst of failures (login audit).
  { name: "login-audit", run: seedLoginAudit },
  // Staff meetings around today (the staff office, decision 255).
  { name: "meetings", run: seedMeetings },
  // After accounts: published and draft shifts around the current week (the roster).
  { name: "roster", run: seedRoster },
  // After attendance: the demo recruiter's submitted and approved weeks.
  { name: "timesheets", run: seedTimesheets },
  // After accounts: the ticket lists and a few support tickets (decision 275).
  { name: "tickets", run: seedTickets },
  // After accounts: the licensee's licences and who holds their seats (decision 277).
  { name: "licences", run: seedLicences },
];

export async function seedDemoData(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  for (const step of SEED_STEPS) {
    const started = Date.now();
    await step.run(db);
    log(`seeded ${step.name} in ${Date.now() - started} ms`);
  }
  await markSeeded(db);
  return true;
}

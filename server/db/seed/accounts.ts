import { hashPassword } from "../../auth/passwords";
import { RIGHT_CODES, RIGHTS, type RightCode } from "../../contracts/rights";
import { DEMO_LOGINS } from "../../demo-logins";
import type { Db } from "../client";
import { accounts, roleRights, roles, staffUserRoles, staffUsers } from "../schema/accounts";
import { clientContacts, clients } from "../schema/clients";
import { respondents } from "../schema/respondents";

/**
 * What a recruiter does all day (decision 011): run jobs and sessions, recruit and contact
 * respondents, work with clients, pay incentives, the recruitment reports. Not: users,
 * configuration, reference data, finance (quotes, invoices, MYOB, banking), staff reports,
 * e-mail set-up, login audit, developer tools.
 */
const RECRUITER_RIGHTS: RightCode[] = [
  RIGHTS.JobAdmin,
  RIGHTS.ClientAdmin,
  RIGHTS.ClientExternalNotes,
  RIGHTS.RespondentAdmin,
  RIGHTS.ExportRespondents,
  RIGHTS.ExportAllResults,
  RIGHTS.Incentives,
  RIGHTS.SessionRecruitmentReport,
  RIGHTS.JobRecruitmentReport,
  RIGHTS.JobOrderReport,
  RIGHTS.RosterJobAllocation,
  RIGHTS.SearchEvents,
  RIGHTS.ManageGlobalQueries,
  RIGHTS.PrivateListAdmin,
  RIGHTS.ImportListAdmin,
  RIGHTS.SurveyMapReference,
  RIGHTS.ManageSurveyLibraryQuestions,
  RIGHTS.Tickets,
];

const demoPassword = (username: string) => {
  const login = DEMO_LOGINS.find((l) => l.username === username);
  if (!login) throw new Error(`No demo login ${username}`);
  return hashPassword(login.password);
};

/** Roles, demo staff, the demo client contact and the demo respondent, each with an account. */
export async function seedAccounts(db: Db): Promise<void> {
  const [admin, recruiter, client, respondent] = await Promise.all(
    ["admin@demo.test", "recruiter@demo.test", "client@demo.test", "respondent@demo.test"].map(demoPassword),
  );

  const [adminRole, recruiterRole] = await db
    .insert(roles)
    .values([{ name: "Administrator" }, { name: "Recruiter" }])
    .returning({ id: roles.id });
  if (!adminRole || !recruiterRole) throw new Error("roles not created");
  await db
    .insert(roleRights)
    .values([
      ...RIGHT_CODES.map((rightCode) => ({ roleId: adminRole.id, rightCode })),
      ...RECRUITER_RIGHTS.map((rightCode) => ({ roleId: recruiterRole.id, rightCode })),
    ]);

  const staff = [
    {
      first: "Avery",
      last: "Admin",
      email: "admin@demo.test",
      position: "Operations Manager",
      pay: [62, 84] as const,
      role: adminRole.id,
      hash: admin,
    },
    {
      first: "Robin",
      last: "Recruiter",
      email: "recruiter@demo.test",
      position: "Recruiter",
      pay: [38.5, 52] as const,
      role: recruiterRole.id,
      hash: recruiter,
    },
    {
      first: "Jordan",
      last: "Lee",
      email: "jordan.lee@demo.test",
      position: "Senior Recruiter",
      pay: [44.25, 60] as const,
      role: recruiterRole.id,
      hash: null,
    },
    {
      first: "Sam",
      last: "Patel",
      email: "sam.patel@demo.test",
      position: "Recruiter",
      pay: [36, 49.5] as const,
      role: recruiterRole.id,
      hash: null,
    },
    {
      first: "Alex",
      last: "Nguyen",
      email: "alex.nguyen@demo.test",
      position: "Project Manager",
      pay: [52, 70] as const,
      role: adminRole.id,
      hash: null,
    },
  ];
  const staffRows = await db
    .insert(staffUsers)
    .values(
      staff.map((s) => ({
        username: s.email,
        firstName: s.first,
        lastName: s.last,
        email: s.email,
        position: s.position,
        // Pay and cost rates an hour (decision 261): the payroll file and Job P&L use them.
        payRate: s.pay[0],
        costRate: s.pay[1],
      })),
    )
    .returning({ id: staffUsers.id });
  await db
    .insert(staffUserRoles)
    .values(staffRows.map((row, i) => ({ staffUserId: row.id, roleId: staff[i]?.role ?? recruiterRole.id })));

  const [acme] = await db.insert(clients).values({ name: "Acme Research Co" }).returning({ id: clients.id });
  if (!acme) throw new Error("client not created");
  const [contact] = await db
    .insert(clientContacts)
    .values({
      clientId: acme.id,
      firstName: "Casey",
      lastName: "Client",
      email: "client@demo.test",
      phone: "0298765432",
    })
    .returning({ id: clientContacts.id });
  const [riley] = await db
    .insert(respondents)
    .values({
      firstName: "Riley",
      lastName: "Respondent",
      email: "respondent@demo.test",
      mobile: "0412345678",
      postcode: "2000",
    })
    .returning({ id: respondents.id });
  if (!contact || !riley) throw new Error("demo contact or respondent not created");

  await db.insert(accounts).values([
    ...staff.map((s, i) => ({
      kind: "Staff" as const,
      subjectId: staffRows[i]?.id ?? 0,
      email: s.email,
      displayName: `${s.first} ${s.last}`,
      passwordHash: s.hash,
    })),
    {
      kind: "Client" as const,
      subjectId: contact.id,
      email: "client@demo.test",
      displayName: "Casey Client",
      passwordHash: client,
    },
    {
      kind: "Respondent" as const,
      subjectId: riley.id,
      email: "respondent@demo.test",
      mobile: "0412345678",
      displayName: "Riley Respondent",
      passwordHash: respondent,
    },
  ]);
}

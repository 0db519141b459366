/** The delete commands' cases (delete-commands.test.ts): one row per command. */

import { configScreen } from "../src/features/admin/config/state/config-screen";
import { referenceScreen } from "../src/features/admin/reference/state/reference-screen";
import { deleteSetting } from "./admin/config";
import { deleteReferenceValues } from "./admin/reference";
import { deleteTickets } from "./admin/tickets";
import { deactivateUser } from "./admin/users";
import { deleteClient } from "./clients/delete-client";
import { deleteSelectedClientRows } from "./clients/delete-selected";
import { type Case, clientChildren, jobChildren, respondentChildren, view } from "./delete-harness";
import { deleteJob } from "./jobs/delete-job";
import { deleteSelectedJobRows } from "./jobs/delete-selected";
import { deleteReplies } from "./messaging/reply-commands";
import { deleteSenders, deleteTemplates } from "./messaging/template-commands";
import { deleteGlobalQueries } from "./panel-search/manage-global-queries";
import { deletePrivateLists } from "./private-lists/list-commands";
import { deleteAttendance } from "./reports/delete-attendance";
import { deleteRespondent } from "./respondents/delete-respondent";
import { deleteSelectedChildren } from "./respondents/respondent-children";
import { deleteSelectedSessionRows } from "./sessions/delete-selected";
import { deleteSession } from "./sessions/delete-session";
import { deleteSelectedSessions } from "./sessions/delete-sessions";
import { showRoster } from "./staff-office/fake-roster";
import { removeShift } from "./staff-office/roster";
import { deleteOption, deleteQuestion, deleteSurvey } from "./surveys/delete-survey-parts";
import { deleteLibraryQuestion } from "./surveys/library-questions";

/** A survey editor tab: a job's screener. */
const SCREENER = "/managescreener/7/12";

export const CASES: Case[] = [
  {
    name: "jobs.delete",
    command: deleteJob,
    focused: view("/job/edit/7", "/job/edit/:id", { id: "7" }),
    kind: "job",
    what: "This job",
    call: ["deleteJobs", [7]],
    after: 'ws.closeTab [{"discard":true}]',
  },
  {
    name: "jobs.deleteSelected (job list)",
    command: deleteSelectedJobRows,
    focused: view("/job", "/job", {}),
    selection: [{ id: 1 }, { id: 2 }],
    kind: "job",
    what: "2 jobs",
    call: ["deleteJobs", [1, 2]],
    after: "ws.clearSelection",
  },
  {
    name: "jobs.deleteSelected (quotas tab)",
    command: deleteSelectedJobRows,
    focused: view("/job/edit/7/quotas", "/job/edit/:id/:selectedtab", { id: "7", selectedtab: "quotas" }),
    selection: [{ id: 4 }],
    kind: "quota",
    what: "1 quota",
    call: ["deleteChildren", jobChildren.quotas, 7, [4]],
    after: "ws.clearSelection",
  },
  {
    name: "jobs.deleteSelected (durations tab)",
    command: deleteSelectedJobRows,
    focused: view("/job/edit/7/durations", "/job/edit/:id/:selectedtab", {
      id: "7",
      selectedtab: "durations",
    }),
    selection: [{ id: 3 }, { id: 5 }],
    kind: "job-duration",
    what: "2 durations",
    call: ["deleteDurations", 7, [3, 5]],
    after: "ws.clearSelection",
  },
  {
    name: "clients.delete",
    command: deleteClient,
    focused: view("/client/edit/5", "/client/edit/:id", { id: "5" }),
    kind: "client",
    what: "This client",
    call: ["deleteClients", [5]],
    after: 'ws.closeTab [{"discard":true}]',
  },
  {
    name: "clients.deleteSelected (client list)",
    command: deleteSelectedClientRows,
    focused: view("/client", "/client", {}),
    selection: [{ id: 3 }, { id: 9 }],
    kind: "client",
    what: "2 clients",
    call: ["deleteClients", [3, 9]],
    after: "ws.clearSelection",
  },
  {
    name: "clients.deleteSelected (contacts tab)",
    command: deleteSelectedClientRows,
    focused: view("/client/edit/5/contacts", "/client/edit/:id/:selectedtab", {
      id: "5",
      selectedtab: "contacts",
    }),
    selection: [{ id: 4 }],
    kind: "client-contact",
    what: "1 contact",
    call: ["deleteChildren", clientChildren.contacts, 5, [4]],
    after: "ws.clearSelection",
  },
  {
    name: "respondents.delete",
    command: deleteRespondent,
    focused: view("/respondent/4", "/respondent/:resid", { resid: "4" }),
    kind: "respondent",
    what: "Panel member #4",
    call: ["POST /respondent/delete", { id: 4 }],
    after: 'ws.closeTab [{"discard":true}]',
  },
  {
    name: "respondents.deleteSelectedChildren",
    command: deleteSelectedChildren,
    focused: view("/bussinesspanelmember/4", "/bussinesspanelmember/:resid", { resid: "4" }),
    selection: [{ id: 11, respondentId: 4, firstName: "Mia" }],
    kind: "respondent-child",
    what: "Mia",
    call: ["deleteChildren", respondentChildren, 4, [11]],
    after: "ws.clearSelection",
  },
  {
    name: "sessions.delete",
    command: deleteSession,
    focused: view("/session/edit/3/7", "/session/edit/:id/:jobid", { id: "3", jobid: "7" }),
    kind: "session",
    what: "This session and its 3 bookings",
    call: ["deleteSessions", 7, [3]],
    after: 'ws.closeTab [{"discard":true}]',
  },
  {
    name: "sessions.deleteSelectedOfJob",
    command: deleteSelectedSessions,
    focused: view("/job/edit/7/sessions", "/job/edit/:id/:selectedtab", { id: "7", selectedtab: "sessions" }),
    selection: [{ id: 3 }, { id: 4 }],
    kind: "session",
    what: "2 sessions and their bookings",
    call: ["deleteSessions", 7, [3, 4]],
    after: "ws.clearSelection",
  },
  {
    name: "panelSearch.deleteQueries",
    command: deleteGlobalQueries,
    focused: view("/admin/globalqueries", "/admin/globalqueries", {}),
    selection: [
      { id: 3, name: "Women NSW" },
      { id: 8, name: "Men VIC" },
    ],
    kind: "global-query",
    what: "2 queries",
    call: ["deleteGlobalQueries", [3, 8]],
    after: "ws.clearSelection",
  },
  {
    name: "privateLists.delete",
    command: deletePrivateLists,
    focused: view("/admin/privatelist", "/admin/privatelist", {}),
    selection: [{ id: 5 }, { id: 6 }],
    kind: "private-list",
    what: "2 lists",
    call: ["POST /respondentlist/delete", { ids: [5, 6] }],
    after: "ws.clearSelection",
  },
  ...(
    [
      [deleteQuestion, "Question 2", ["removeQuestion", SCREENER, "q2"], "ws.clearSelection"],
      [deleteOption, "Option 'Yes'", ["removeOption", SCREENER, "q2", "o1"], "ws.clearSelection"],
      [
        deleteSurvey,
        "This survey and its answers",
        ["GET /survey/delete/:id{[0-9]+}", { id: 12 }],
        'ws.closeTab [{"discard":true}]',
      ],
    ] as const
  ).map(
    ([command, what, call, after]): Case => ({
      name: command.id,
      command,
      focused: view(SCREENER, "/managescreener/:jobid/:surveyid", { jobid: "7", surveyid: "12" }),
      kind: "survey",
      what,
      call: [...call],
      after,
    }),
  ),
  {
    name: "surveys.deleteLibraryQuestion",
    command: deleteLibraryQuestion,
    focused: view(SCREENER, "/managescreener/:jobid/:surveyid", { jobid: "7", surveyid: "12" }),
    args: 31,
    kind: "survey-library-question",
    what: "This library question",
    call: ["POST /survey-template-questions/delete", { id: 31 }],
    after: "ws.clearSelection",
  },
  ...(
    [
      ["contacts", [5], "session", "1 contact"],
      ["venues", [5, 6], "session", "2 venues"],
      ["customfields", [5], "session", "1 custom field"],
      ["incentives", [5, 6], "incentive", "2 incentives"],
      ["durations", [5], "session", "1 duration"],
      ["quotas", [5], "quota", "1 quota"],
      ["times", [5], "session", "1 time slot"],
    ] as const
  ).map(
    ([tab, ids, kind, what]): Case => ({
      name: `sessions.deleteSelected (${tab} tab)`,
      command: deleteSelectedSessionRows,
      focused: view(`/session/edit/3/7/${tab}`, "/session/edit/:id/:jobid/:tab", {
        id: "3",
        jobid: "7",
        tab,
      }),
      selection: ids.map((id) => ({ id })),
      kind,
      what,
      call: ["deleteSessionRows", tab, 3, [...ids]],
      after: "ws.clearSelection",
    }),
  ),
  {
    name: "messaging.deleteTemplates",
    command: deleteTemplates,
    focused: view("/emailtemplates", "/emailtemplates", {}),
    selection: [{ id: 4 }],
    kind: "email-template",
    what: "This template",
    call: ["GET /emailtemplate/delete/:id{[0-9]+}", { id: 4 }],
    after: "ws.clearSelection",
  },
  {
    name: "messaging.deleteSenders",
    command: deleteSenders,
    focused: view("/emailsender", "/emailsender", {}),
    selection: [{ id: 2 }, { id: 3 }],
    kind: "email-sender",
    what: "2 senders",
    call: ["POST /emailsender/delete", { ids: [2, 3] }],
    after: "ws.clearSelection",
  },
  {
    name: "messaging.deleteReplies",
    command: deleteReplies,
    focused: view("/comms/smsreplies", "/comms/smsreplies", {}),
    selection: [{ id: 8 }, { id: 9 }],
    kind: "sms-reply",
    what: "2 replies",
    call: ["POST /sms/replies/delete", { ids: [8, 9] }],
    after: "ws.clearSelection",
  },
  {
    name: "reports.deleteAttendance (the selected staff day's only entry, with the reason asked)",
    command: deleteAttendance,
    focused: view("/report/staffattendance", "/report/staffattendance", {}),
    selection: [
      {
        staff: "Wendy Worker",
        day: "2026-10-16",
        entryList: JSON.stringify([{ id: 9, on: "2026-10-16T09:00", off: "2026-10-16T10:00" }]),
      },
    ],
    kind: "staff-attendance",
    what: "The clock entry Wendy Worker, 16/10/2026 09:00–10:00",
    // fakeContext answers every prompt with "My layout": here, the reason.
    call: ["POST /AttendanceReport/delete", { id: 9, reason: "My layout" }],
    after: "ws.clearSelection",
  },
  {
    name: "staffOffice.removeShift (the focused cell's shift on the roster)",
    command: removeShift,
    focused: view("/staff/roster", "/staff/roster", {}),
    before: showRoster,
    kind: "staff-shift",
    what: "The shift of Amy Lee on 01/12/2026 09:00–12:00",
    call: ["POST /staff-shift/delete", { ids: [41] }],
    after: "ws.clearSelection",
  },
  {
    name: "tickets.delete (selected rows of the list)",
    command: deleteTickets,
    focused: view("/support-ticket", "/support-ticket", {}),
    selection: [{ id: 5 }, { id: 6 }],
    kind: "ticket",
    what: "2 tickets",
    call: ["POST /ticket/delete", { ids: [5, 6] }],
    after: "ws.clearSelection",
  },
  {
    name: "tickets.delete (the open ticket)",
    command: deleteTickets,
    focused: view("/support-ticket/edit/9", "/support-ticket/edit/:id", { id: "9" }),
    kind: "ticket",
    what: "Ticket #9",
    call: ["POST /ticket/delete", { ids: [9] }],
    after: 'ws.closeTab [{"discard":true}]',
  },
  {
    name: "users.deactivate (the selected user; users/delete deactivates)",
    command: deactivateUser,
    focused: view("/system-users", "/system-users", {}),
    selection: [{ id: 4, username: "sam@x.test", fullName: "Sam Lee", isActive: true }],
    kind: "user",
    what: "Sam Lee",
    text: "Sam Lee will be deactivated and signed out everywhere. Their jobs, sessions and timesheets keep their name; edit the user to make them active again.",
    call: ["POST /users/delete", { username: "sam@x.test" }],
    after: "ws.clearSelection",
  },
  {
    name: "adminConfig.delete (the selected setting)",
    command: deleteSetting,
    focused: view("/system-configuration", "/system-configuration", {}),
    before: () => configScreen.select({ key: "LocalExtra", label: "A local setting" } as never),
    kind: "config-item",
    what: "A local setting",
    call: ["deleteConfigItem", "LocalExtra"],
    after: "ws.clearSelection",
  },
  {
    name: "adminReference.delete (the selected values of the list shown)",
    command: deleteReferenceValues,
    focused: view("/admin/reference", "/admin/reference", {}),
    before: () => {
      referenceScreen.setList("Gender");
      referenceScreen.select([{ id: 7, label: "Other" }] as never);
    },
    kind: "reference-data",
    what: "'Other'",
    call: ["POST /delete-reference-items", { type: "Gender", json: [7] }],
    after: "ws.clearSelection",
  },
];

/**
 * The feature API modules commands call, loaded on a command's first run so the staff shell stays
 * small (decision 080). One table: the app runs these, `AreaApis` is their type, and fakeContext
 * refuses any area a test does not pass (no command test mocks a module). Each area module
 * re-exports its declared calls as `calls`, so a new call needs no browser function.
 */
export const AREA_LOADERS = {
  jobs: () => import("../../src/features/jobs/api/jobs-api"),
  clients: () => import("../../src/features/clients/api/clients-api"),
  respondents: () => import("../../src/features/respondents/api/respondents-api"),
  records: () => import("../../src/lib/child-records"),
  exports: () => import("../../src/lib/list-export"),
  sessions: () => import("../../src/features/sessions/api/sessions-api"),
  messaging: () => import("../../src/features/messaging/api/messaging-api"),
  surveys: () => import("../../src/features/surveys/api/surveys-api"),
  panelSearch: () => import("../../src/features/panel-search/api/panel-search-api"),
  privateLists: () => import("../../src/features/private-lists/api/private-lists-api"),
  reports: () => import("../../src/features/reports/api/reports-api"),
  staffReports: () => import("../../src/features/reports/api/staff-reports-api"),
  loginAudit: () => import("../../src/features/admin/login-audit/api/login-audit-api"),
  bulkData: () => import("../../src/features/admin/bulk-data/api/bulk-data-api"),
  staffLeave: () => import("../../src/features/staff-office/leave/api/leave-api"),
  staffMeetings: () => import("../../src/features/staff-office/meetings/api/meetings-api"),
  staffRoster: () => import("../../src/features/staff-office/roster/api/roster-api"),
  timesheets: () => import("../../src/features/staff-office/attendance/api/timesheets-api"),
  accounting: () => import("../../src/features/admin/accounting/api/accounting-api"),
  adminConfig: () => import("../../src/features/admin/config/api/config-api"),
  adminReference: () => import("../../src/features/admin/reference/api/reference-api"),
  tickets: () => import("../../src/features/admin/tickets/api/tickets-api"),
  adminUsers: () => import("../../src/features/admin/users/api/users-api"),
};

/**
 * What command bodies load on their first run, not with the staff shell (decision 080): the
 * feature API modules, the zod contracts they parse answers with, and the export/upload helpers.
 * A declaration stays light (id, title, keys, rights, scope); its `when`/`enabled` read only the
 * context and the features' screen-state stores, so the palette and the key bindings never wait.
 */
export const jobsApi = () => import("../src/features/jobs/api/jobs-api");
export const clientsApi = () => import("../src/features/clients/api/clients-api");
export const respondentsApi = () => import("../src/features/respondents/api/respondents-api");
export const childRecords = () => import("../src/lib/child-records");
export const listExport = () => import("../src/lib/list-export");
export const documentContract = () => import("../server/contracts/documents");
export const queryContract = () => import("../server/contracts/query");
export const validationContract = () => import("../server/contracts/validation");

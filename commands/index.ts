import { addAddress } from "./clients/add-address";
import { addContact } from "./clients/add-contact";
import { addFeedback } from "./clients/add-feedback";
import { addNote } from "./clients/add-note";
import { addPurchaseOrder } from "./clients/add-purchase-order";
import { addVenue } from "./clients/add-venue";
import { deleteClient } from "./clients/delete-client";
import { deleteSelectedClientRows } from "./clients/delete-selected";
import { editClient } from "./clients/edit-client";
import { newClient } from "./clients/new-client";
import { newJobForClient } from "./clients/new-job-for-client";
import { saveClient } from "./clients/save-client";
import { uploadClientDocument } from "./clients/upload-document";
import type { AnyCommand } from "./core/types";
import { addJobContact } from "./jobs/add-contact";
import { addDuration } from "./jobs/add-duration";
import { addIncentive } from "./jobs/add-incentive";
import { addQuota } from "./jobs/add-quota";
import { addJobVenue } from "./jobs/add-venue";
import { allocateJob } from "./jobs/allocate-job";
import { clearQuotas } from "./jobs/clear-quotas";
import { createInvoice } from "./jobs/create-invoice";
import { deleteJob } from "./jobs/delete-job";
import { deleteSelectedJobRows } from "./jobs/delete-selected";
import { exportList } from "./jobs/export-list";
import { openClientOfJob } from "./jobs/open-client-of-job";
import { pushInvoice } from "./jobs/push-invoice";
import { saveJob } from "./jobs/save-job";
import { uploadJobDocument } from "./jobs/upload-document";
import { cancelCampaign, retryFailed } from "./messaging/campaign-actions";
import { invite } from "./messaging/invite";
import { deleteReplies, markRepliesHandled } from "./messaging/reply-commands";
import { sendConfirmations } from "./messaging/send-confirmations";
import { sendEmail, sendSms } from "./messaging/send-general";
import { sendNow } from "./messaging/send-now";
import {
  deleteSenders,
  deleteTemplates,
  newSender,
  newTemplate,
  saveTemplate,
} from "./messaging/template-commands";
import { addCondition, addConditionGroup } from "./panel-search/add-condition";
import { addToPrivateList } from "./panel-search/add-to-private-list";
import { exportRawData, exportVisibleColumns } from "./panel-search/export-results";
import { deleteGlobalQueries, renameGlobalQuery } from "./panel-search/manage-global-queries";
import { openResultInOtherPane } from "./panel-search/open-in-other-pane";
import { openSavedQuery } from "./panel-search/open-saved-query";
import { runSearch } from "./panel-search/run-search";
import { saveQueryForJob, saveQueryGlobally } from "./panel-search/save-query";
import { selectAllResults } from "./panel-search/select-all";
import { createRespondent } from "./respondents/create-respondent";
import { deleteRespondent } from "./respondents/delete-respondent";
import { exportOpportunities } from "./respondents/export-opportunities";
import { mergeRespondents } from "./respondents/merge-respondents";
import { openRespondentInOtherPane } from "./respondents/open-in-other-pane";
import { addRespondentChild, deleteSelectedChildren } from "./respondents/respondent-children";
import { saveRespondent } from "./respondents/save-respondent";
import { sendPortalInvitation } from "./respondents/send-portal-invitation";
import { setRespondentPassword } from "./respondents/set-respondent-password";
import { unsubscribeRespondent } from "./respondents/unsubscribe-respondent";
import { addComment } from "./sessions/add-comment";
import { addCustomField } from "./sessions/add-custom-field";
import { addSessionContact } from "./sessions/add-session-contact";
import { addSessionDuration } from "./sessions/add-session-duration";
import { addSessionIncentive } from "./sessions/add-session-incentive";
import { addSessionQuota } from "./sessions/add-session-quota";
import { addSessionVenue } from "./sessions/add-session-venue";
import { addTimeSlot } from "./sessions/add-time-slot";
import { bookIntoSession } from "./sessions/book-into-session";
import { bookIntoSlot } from "./sessions/book-into-slot";
import { calendarNext, calendarPrevious, calendarToday } from "./sessions/calendar-nav";
import { cancelPayment } from "./sessions/cancel-payment";
import { confirmAttendance } from "./sessions/confirm-attendance";
import { deleteSelectedSessionRows } from "./sessions/delete-selected";
import { deleteSession } from "./sessions/delete-session";
import { deleteSelectedSessions } from "./sessions/delete-sessions";
import { markAttended } from "./sessions/mark-attended";
import { markNoShow } from "./sessions/mark-no-show";
import { markPaymentBounced } from "./sessions/mark-payment-bounced";
import { newSession } from "./sessions/new-session";
import { openJobOfSession } from "./sessions/open-job-of-session";
import { openSelectedSession } from "./sessions/open-selected-session";
import { recordOutcome } from "./sessions/record-outcome";
import { recordPayment } from "./sessions/record-payment";
import { saveSession } from "./sessions/save-session";
import { setCustomFields } from "./sessions/set-custom-fields";
import { setIncentive } from "./sessions/set-incentive";
import { setInterviewTime } from "./sessions/set-interview-time";
import { setNotes } from "./sessions/set-notes";
import { unconfirmAttendance } from "./sessions/unconfirm-attendance";
import { undoAttendeeAction } from "./sessions/undo-attendee-action";
import { SHELL_COMMANDS } from "./shell-commands";
import { copyToScreener, copyToSessionScreener } from "./surveys/copy-survey";
import { deleteOption, deleteQuestion, deleteSurvey } from "./surveys/delete-survey-parts";
import {
  addCondition as addDisplayCondition,
  addOption,
  addQuestion,
  addQuotaCell,
  duplicateQuestion,
  moveQuestionDown,
  moveQuestionUp,
} from "./surveys/edit-questions";
import { insertLibraryQuestion } from "./surveys/insert-library-question";
import { deleteLibraryQuestion, saveToLibrary } from "./surveys/library-questions";
import { manageScreener, manageSessionScreener, manageSurvey } from "./surveys/manage-survey";
import { openAnswersSummary, previewSurvey, saveSurvey } from "./surveys/save-preview";
import { openScreenerAnswers } from "./surveys/screener-answers";
import { setOptionFlag } from "./surveys/set-option-flag";
/**
 * Every staff command (the one barrel ARCHITECTURE.md allows). Areas add their commands here:
 * import the declaration from commands/<area>/<verb-noun>.ts and append it (decision 033).
 */
export const ALL_COMMANDS: readonly AnyCommand[] = [
  ...SHELL_COMMANDS,
  // Clients (issue 4)
  newClient,
  editClient,
  saveClient,
  deleteClient,
  deleteSelectedClientRows,
  addContact,
  addNote,
  addFeedback,
  addVenue,
  addAddress,
  addPurchaseOrder,
  uploadClientDocument,
  newJobForClient,
  // Jobs (issue 4)
  saveJob,
  deleteJob,
  deleteSelectedJobRows,
  allocateJob,
  addJobContact,
  addJobVenue,
  addIncentive,
  addDuration,
  addQuota,
  clearQuotas,
  createInvoice,
  pushInvoice,
  openClientOfJob,
  uploadJobDocument,
  exportList,
  // Respondents (issue 5)
  createRespondent,
  saveRespondent,
  mergeRespondents,
  setRespondentPassword,
  unsubscribeRespondent,
  sendPortalInvitation,
  exportOpportunities,
  addRespondentChild,
  deleteSelectedChildren,
  openRespondentInOtherPane,
  deleteRespondent,
  // Sessions and attendees (issue 9)
  newSession,
  saveSession,
  openSelectedSession,
  calendarPrevious,
  calendarNext,
  calendarToday,
  openJobOfSession,
  deleteSession,
  deleteSelectedSessions,
  deleteSelectedSessionRows,
  addTimeSlot,
  addCustomField,
  addSessionContact,
  addSessionVenue,
  addSessionIncentive,
  addSessionDuration,
  addSessionQuota,
  bookIntoSession,
  bookIntoSlot,
  confirmAttendance,
  unconfirmAttendance,
  markAttended,
  markNoShow,
  recordOutcome,
  recordPayment,
  cancelPayment,
  markPaymentBounced,
  setInterviewTime,
  setIncentive,
  addComment,
  setNotes,
  setCustomFields,
  undoAttendeeAction,
  // Messaging (issue 12)
  invite,
  sendConfirmations,
  sendEmail,
  sendSms,
  sendNow,
  cancelCampaign,
  retryFailed,
  newTemplate,
  saveTemplate,
  deleteTemplates,
  newSender,
  deleteSenders,
  markRepliesHandled,
  deleteReplies,
  // Surveys (issue 11)
  manageSurvey,
  manageScreener,
  openScreenerAnswers,
  manageSessionScreener,
  saveSurvey,
  previewSurvey,
  openAnswersSummary,
  addQuestion,
  insertLibraryQuestion,
  duplicateQuestion,
  moveQuestionUp,
  moveQuestionDown,
  deleteQuestion,
  addOption,
  deleteOption,
  setOptionFlag,
  addDisplayCondition,
  addQuotaCell,
  copyToScreener,
  copyToSessionScreener,
  deleteSurvey,
  saveToLibrary,
  deleteLibraryQuestion,
  // Panel search (issue 10)
  runSearch,
  addCondition,
  addConditionGroup,
  saveQueryForJob,
  saveQueryGlobally,
  openSavedQuery,
  selectAllResults,
  addToPrivateList,
  exportVisibleColumns,
  exportRawData,
  openResultInOtherPane,
  renameGlobalQuery,
  deleteGlobalQueries,
];

/** Zod-free survey constants shared by the public pages, the staff screens and the server (decision 152). */

export const RESPONSE_STATUS = {
  InProgress: "In progress",
  Completed: "Completed",
  Terminated: "Terminated",
  OverQuota: "Over quota",
} as const;
export const RESPONSE_STATUSES = [
  RESPONSE_STATUS.InProgress,
  RESPONSE_STATUS.Completed,
  RESPONSE_STATUS.Terminated,
  RESPONSE_STATUS.OverQuota,
] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

export const SURVEY_MESSAGES = {
  terminated: "Thank you for your time. Unfortunately you do not match the people we need for this study.",
  overQuota:
    "Thank you for your time. We already have enough people with your profile for this study, so we won't need you this time.",
  completed: "Thank you for taking the survey. Your response is very important to us.",
  alreadyDone: "You have already taken this survey. Thank you!",
  surveyClosed: "This survey is closed.",
  stalePage: "This page was already answered. The survey has been reloaded.",
  noSurvey: "There is no survey for this job.",
} as const;

export const THANK_YOU = {
  title: "Thank You!",
  text: "Thank you for taking the survey. Your response is very important to us.",
} as const;

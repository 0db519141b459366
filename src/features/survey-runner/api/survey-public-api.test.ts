import { describe, expect, it } from "vitest";
import {
  landingAnswerSchema,
  respondentSurveyAnswerSchema,
  responseStateSchema,
  welcomeAnswerSchema,
} from "../../../../server/contracts/surveys/surveys";
import {
  isLandingValues,
  isRunState,
  isSurveyToTake,
  isWelcomeValues,
  reasonLabel,
} from "./survey-public-api";

/**
 * The public pages check answers with type guards instead of zod (decision 157); these tests keep
 * each guard in step with the server's zod contract: what the contract accepts the guard accepts,
 * and a value missing what the page reads is refused.
 */
const landing = landingAnswerSchema.parse({
  respondentName: "Riley Respondent",
  inviteDetailedDescription: "<p>Hi</p>",
  jobIncentive: "$80.00",
  inviteImageUrl: "",
  inviteJobType: "Focus group",
  inviteTime: "09:00",
  inviteDate: "03/12/2026",
  inviteLocation: "Online",
  studyDetails: null,
  studyName: "Coffee study",
  surveyDuration: "5 minutes",
  declineOptions: ["Not interested in this topic", "Other"],
  inviteSupportEmail: null,
});
const state = responseStateSchema.parse({
  responseId: 1,
  surveyId: 2,
  respondentId: 3,
  jobId: 4,
  status: "In progress",
  page: 0,
  pageCount: 3,
  answers: { age: "a18" },
  seed: "abc",
  message: "",
  redirectTo: null,
});

describe("survey page answer guards agree with the contracts", () => {
  it("landing values", () => {
    expect(isLandingValues(landing)).toBe(true);
    expect(isLandingValues({ ...landing, declineOptions: "Other" })).toBe(false);
    expect(isLandingValues({ ...landing, respondentName: { x: 1 } })).toBe(false);
    expect(reasonLabel("Other")).toBe("Other");
    expect(reasonLabel({ name: "Too far" })).toBe("Too far");
  });

  it("welcome values", () => {
    const welcome = welcomeAnswerSchema.parse({
      respondentName: "Riley",
      respondentEmail: "r@example.com",
      respondentMobil: "0412345678",
      respondentPostcode: "2000",
      phoneMobile: "0412345678",
      startSurveyToken: "tok",
    });
    expect(isWelcomeValues(welcome)).toBe(true);
    const { startSurveyToken: _gone, ...noToken } = welcome;
    expect(isWelcomeValues(noToken)).toBe(false);
  });

  it("response state and the survey to take", () => {
    expect(isRunState(state)).toBe(true);
    expect(isRunState({ ...state, status: "Paused" })).toBe(false);
    const take = respondentSurveyAnswerSchema.parse({
      details: {
        id: 2,
        kind: "screener",
        title: "S",
        publicTitle: "Coffee study",
        introduction: "",
        thankYou: "",
        redirectUrl: null,
      },
      questions: [{ id: "age", kind: "single", text: "Age?", options: [{ id: "a18", label: "18+" }] }],
      profile: { firstName: "Riley" },
      state,
    });
    expect(isSurveyToTake(take)).toBe(true);
    expect(isSurveyToTake({ ...take, questions: [{ id: "x", kind: "video", text: "" }] })).toBe(false);
  });
});

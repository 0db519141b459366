import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";
import { ROUTES, type RoutePattern } from "./route-patterns";

const signIn = lazy(() => import("../../features/auth/views/sign-in-page"));
const forgot = lazy(() => import("../../features/auth/views/forgot-password-page"));
const reset = lazy(() => import("../../features/auth/views/reset-password-page"));
const setPassword = lazy(() => import("../../features/auth/views/set-password-page"));
const unsubscribe = lazy(() => import("../../features/auth/views/unsubscribe-page"));
const signup = lazy(() => import("../../features/signup/views/signup-page"));
const signupBusiness = lazy(() => import("../../features/signup/views/signup-business-page"));
const signupImpairment = lazy(() => import("../../features/signup/views/signup-impairment-page"));
const referFriend = lazy(() => import("../../features/refer-friend/views/refer-friend-page"));
// The survey journey (product §2.10): each page its own small chunk, no zod (decision 157).
const surveyLanding = lazy(() => import("../../features/survey-runner/views/survey-landing-page"));
const surveyWelcome = lazy(() => import("../../features/survey-runner/views/survey-welcome-page"));
const surveyThankYou = lazy(() => import("../../features/survey-runner/views/survey-thank-you-page"));
const surveyRevert = lazy(() => import("../../features/survey-runner/views/survey-revert-page"));
const surveyRedirect = lazy(() => import("../../features/survey-runner/views/survey-redirect-page"));
const notFound = lazy(() => import("../../features/errors/views/not-found-page"));

const pub = (
  path: RoutePattern,
  title: string,
  component: RouteDef["component"],
  loginLink = false,
): RouteDef => ({
  audience: "public",
  path,
  title,
  component,
  ...(loginLink ? { loginLink } : {}),
});

/** Public routes of product §2.1: no sign-in guard, no menus. */
export const publicRoutes: RouteDef[] = [
  pub(ROUTES.root, "Sign In", signIn),
  pub(ROUTES.signin, "Sign In", signIn),
  pub(ROUTES.signinJob, "Sign In", signIn),
  pub(ROUTES.signup, "Sign Up", signup, true),
  pub(ROUTES.signupJob, "Sign Up", signup, true),
  pub(ROUTES.signupBusiness, "Business Panel Sign Up", signupBusiness, true),
  pub(ROUTES.signupImpairment, "Impairment Panel Sign Up", signupImpairment, true),
  pub(ROUTES.forgotpassword, "Forgot Password", forgot, true),
  pub(ROUTES.resetpassword, "Reset your password", reset, true),
  pub(ROUTES.setpassword, "Set your password", setPassword, true),
  pub(ROUTES.unsubscribe, "Unsubscribe", unsubscribe, true),
  pub(ROUTES.referAFriend, "Refer a Friend", referFriend, true),
  pub(ROUTES.survey, "Survey", notBuilt("Survey")),
  pub(ROUTES.surveythankyou, "Thank You", surveyThankYou, true),
  pub(ROUTES.surveyLanding, "Survey Invitation", surveyLanding),
  pub(ROUTES.surveyWelcome, "Welcome", surveyWelcome),
  pub(ROUTES.surveyRevertChanges, "Revert Changes", surveyRevert),
  pub(ROUTES.surveyRedirect, "Survey", surveyRedirect),
  pub(ROUTES.notFound, "Page not found", notFound),
];

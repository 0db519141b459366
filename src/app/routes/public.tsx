import { lazy } from "react";
import { notBuilt, type RouteDef } from "./route-def";

const signIn = lazy(() => import("../../features/auth/views/sign-in-page"));
const forgot = lazy(() => import("../../features/auth/views/forgot-password-page"));
const reset = lazy(() => import("../../features/auth/views/reset-password-page"));
const setPassword = lazy(() => import("../../features/auth/views/set-password-page"));
const unsubscribe = lazy(() => import("../../features/auth/views/unsubscribe-page"));
const surveyRedirect = lazy(() => import("../../features/auth/views/survey-redirect-page"));
const signup = lazy(() => import("../../features/signup/views/signup-page"));
const signupBusiness = lazy(() => import("../../features/signup/views/signup-business-page"));
const signupImpairment = lazy(() => import("../../features/signup/views/signup-impairment-page"));
const referFriend = lazy(() => import("../../features/refer-friend/views/refer-friend-page"));
const notFound = lazy(() => import("../../features/errors/views/not-found-page"));

const pub = (path: string, title: string, component: RouteDef["component"], loginLink = false): RouteDef => ({
  audience: "public",
  path,
  title,
  component,
  ...(loginLink ? { loginLink } : {}),
});

/** Public routes of product §2.1: no sign-in guard, no menus. */
export const publicRoutes: RouteDef[] = [
  pub("/", "Sign In", signIn),
  pub("/signin", "Sign In", signIn),
  pub("/signin/:jobid", "Sign In", signIn),
  pub("/signup", "Sign Up", signup, true),
  pub("/signup/:jobid", "Sign Up", signup, true),
  pub("/signup-business", "Business Panel Sign Up", signupBusiness, true),
  pub("/signup-impairment", "Impairment Panel Sign Up", signupImpairment, true),
  pub("/forgotpassword", "Forgot Password", forgot, true),
  pub("/resetpassword/:role", "Reset your password", reset, true),
  pub("/setpassword/:encrypt/:role", "Set your password", setPassword, true),
  pub("/unsubscribe/:encrypt", "Unsubscribe", unsubscribe, true),
  pub("/refer-a-friend", "Refer a Friend", referFriend, true),
  pub("/survey/:action/:encodeddata", "Survey", notBuilt("Survey")),
  pub("/surveythankyou", "Thank You", notBuilt("Thank You"), true),
  pub("/survey-landing/:encodeddata", "Survey Invitation", notBuilt("Survey Invitation")),
  pub("/survey-welcome/:encodeddata", "Welcome", notBuilt("Welcome")),
  pub("/survey-revert-changes/:encodeddata", "Revert Changes", notBuilt("Revert Changes")),
  pub("/survey-redirect/:jobid", "Survey", surveyRedirect),
  pub("/404", "Page not found", notFound),
];

import { lazy } from "react";
import { publicRoute as pub, type RouteDef } from "./route-def";
import { ROUTES } from "./route-patterns";
import { surveyRouteRows } from "./survey";
import { surveyPageInMainApp } from "./survey-hand-off";

const signIn = lazy(() => import("../../features/auth/views/sign-in-page"));
const forgot = lazy(() => import("../../features/auth/views/forgot-password-page"));
const reset = lazy(() => import("../../features/auth/views/reset-password-page"));
const setPassword = lazy(() => import("../../features/auth/views/set-password-page"));
const unsubscribe = lazy(() => import("../../features/auth/views/unsubscribe-page"));
const signup = lazy(() => import("../../features/signup/views/signup-page"));
const signupBusiness = lazy(() => import("../../features/signup/views/signup-business-page"));
const signupImpairment = lazy(() => import("../../features/signup/views/signup-impairment-page"));
const referFriend = lazy(() => import("../../features/refer-friend/views/refer-friend-page"));
const notFound = lazy(() => import("../../features/errors/views/not-found-page"));

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
  ...surveyRouteRows(surveyPageInMainApp),
  pub(ROUTES.notFound, "Page not found", notFound),
];

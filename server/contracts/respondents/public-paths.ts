/**
 * Paths of the respondents' calls that the public pages (zod-free, decision 157) send by hand;
 * the calls' declarations use the same constants, so the two cannot drift.
 */
export const PUBLIC_PATHS = {
  signUp: "/res-signup",
  referFriends: "/referaFriend",
} as const;

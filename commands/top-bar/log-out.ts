import { defineCommand } from "../core/types";

/** Logout stops a tracked job first (product §4 "Logout"); api.logout does that. */
export const logOut = defineCommand({
  id: "topBar.logOut",
  title: "Log out",
  category: "Top bar",
  keywords: ["sign out", "logout", "exit"],
  run: (ctx) => ctx.api.logout(),
});

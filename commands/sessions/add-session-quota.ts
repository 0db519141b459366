import { addToSession } from "./add-to-session";

export const addSessionQuota = addToSession({
  id: "sessions.addQuota",
  title: "Add session quota",
  tab: "quotas",
  kind: "session-quota",
  keywords: ["quota", "target", "cell"],
});

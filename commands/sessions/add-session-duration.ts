import { addToSession } from "./add-to-session";

export const addSessionDuration = addToSession({
  id: "sessions.addDuration",
  title: "Add session duration",
  tab: "durations",
  kind: "session-duration",
  keywords: ["duration", "length", "minutes"],
});

import { addToSession } from "./add-to-session";

export const addSessionVenue = addToSession({
  id: "sessions.addVenue",
  title: "Add session venue",
  tab: "venues",
  kind: "session-venue",
  keywords: ["venue", "location", "room"],
});

import { addToSession } from "./add-to-session";

export const addTimeSlot = addToSession({
  id: "sessions.addTimeSlot",
  title: "Add time slot",
  tab: "times",
  kind: "session-time",
  keywords: ["time", "slot", "session time"],
  key: "Alt+Shift+L",
});

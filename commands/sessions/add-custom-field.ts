import { addToSession } from "./add-to-session";

export const addCustomField = addToSession({
  id: "sessions.addCustomField",
  title: "Add session custom field",
  tab: "customfields",
  kind: "session-customfield",
  keywords: ["custom field", "schedule custom field", "label"],
});

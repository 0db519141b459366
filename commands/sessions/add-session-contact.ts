import { addToSession } from "./add-to-session";

export const addSessionContact = addToSession({
  id: "sessions.addContact",
  title: "Add session contact",
  tab: "contacts",
  kind: "session-contact",
  keywords: ["contact", "client contact", "job group contact"],
});

import { addToClient } from "./add-child";

export const addNote = addToClient({
  id: "clients.addNote",
  title: "Add note",
  tab: "notes",
  kind: "client-note",
  keywords: ["note", "comment"],
});

import { addToClient } from "./add-child";

export const addContact = addToClient({
  id: "clients.addContact",
  title: "Add contact",
  tab: "contacts",
  kind: "client-contact",
  keywords: ["contact", "person"],
});

import { addToClient } from "./add-child";

export const addVenue = addToClient({
  id: "clients.addVenue",
  title: "Add venue",
  tab: "venues",
  kind: "venue",
  keywords: ["venue", "location"],
});

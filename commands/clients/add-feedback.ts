import { addToClient } from "./add-child";

export const addFeedback = addToClient({
  id: "clients.addFeedback",
  title: "Add feedback",
  tab: "feedback",
  kind: "feedback",
  keywords: ["feedback", "complaint"],
});

import { addToClient } from "./add-child";

export const addAddress = addToClient({
  id: "clients.addAddress",
  title: "Add address",
  tab: "addresses",
  kind: "client-address",
  keywords: ["address", "postal"],
});

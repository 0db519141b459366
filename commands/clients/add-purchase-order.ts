import { addToClient } from "./add-child";

export const addPurchaseOrder = addToClient({
  id: "clients.addPurchaseOrder",
  title: "Add purchase order",
  tab: "purchaseorders",
  kind: "client-po",
  keywords: ["po", "purchase order"],
});

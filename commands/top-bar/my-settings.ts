import { ROUTES } from "../../src/app/routes/route-patterns";
import { defineCommand } from "../core/types";

export const mySettings = defineCommand({
  id: "topBar.mySettings",
  title: "My Settings",
  category: "Top bar",
  keywords: ["settings", "profile", "password", "two-factor", "preferences"],
  menus: [{ menu: "staff-main", group: "My Settings", order: 990 }],
  run: (ctx) => ctx.openView(ROUTES.settings, { title: "My Settings", otherPane: ctx.otherPane }),
});

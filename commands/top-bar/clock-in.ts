import { defineCommand } from "../core/types";

export const clockIn = defineCommand({
  id: "topBar.clockIn",
  title: "Clock In",
  category: "Top bar",
  keywords: ["attendance", "start work", "clock on"],
  enabled: (ctx) => {
    const s = ctx.api.tracker.state();
    if (s.busy) return "An update is running.";
    return s.clock === "IN" ? "You are already clocked in." : true;
  },
  run: (ctx) => ctx.api.tracker.clockIn(),
});

import { defineCommand } from "../core/types";

/** Clock-out stops a tracked job first (product §4); the tracker does both. */
export const clockOut = defineCommand({
  id: "topBar.clockOut",
  title: "Clock Out",
  category: "Top bar",
  keywords: ["attendance", "finish work", "clock off"],
  enabled: (ctx) => {
    const s = ctx.api.tracker.state();
    if (s.busy) return "An update is running.";
    return s.clock === "OUT" ? "You are already clocked out." : true;
  },
  run: (ctx) => ctx.api.tracker.clockOut(),
});

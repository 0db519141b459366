import { defineCommand } from "../core/types";

export const stopTracking = defineCommand({
  id: "topBar.stopTracking",
  title: "Stop tracking",
  category: "Top bar",
  keywords: ["time", "tracker", "stop"],
  enabled: (ctx) => (ctx.api.tracker.state().tracking ? true : "No job is being tracked."),
  run: (ctx) => ctx.api.tracker.stop(),
});

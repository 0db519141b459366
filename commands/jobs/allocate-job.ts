import { RIGHTS } from "../../server/contracts/rights-codes";
import { defineCommand } from "../core/types";
import { JOB_EDIT, JOB_LIST, targetJobIds } from "./job-context";

/** A staff member as the picker offers them: the user name is what the server stores. */
interface StaffChoice {
  username: string;
  fullName: string;
}

/**
 * Sets the project manager of the focused job or of every job selected in the list; the
 * project manager is picked from the active staff by name (decision 178).
 */
export const allocateJob = defineCommand<StaffChoice>({
  id: "jobs.allocate",
  title: "Allocate job…",
  category: "Jobs",
  keywords: ["project manager", "assign", "recruiter", "allocate"],
  rights: [RIGHTS.JobAdmin],
  scope: [JOB_LIST, ...JOB_EDIT],
  enabled: (ctx) => (targetJobIds(ctx).length > 0 ? true : "Select one or more jobs first."),
  picker: {
    placeholder: "Project manager: type a name",
    minLength: 0,
    hint: "Type a staff member's name.",
    load: async (query, ctx, signal) => {
      const { activeStaff } = await ctx.areas.jobs();
      const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
      return (await activeStaff(signal))
        .filter((p) => words.every((w) => `${p.fullName} ${p.username}`.toLowerCase().includes(w)))
        .map((p) => ({
          id: `staff-${p.username}`,
          title: p.fullName,
          subtitle: p.position ?? p.username,
          value: { username: p.username, fullName: p.fullName },
        }));
    },
  },
  run: async (ctx, who) => {
    const ids = targetJobIds(ctx);
    if (!ids.length || !who) return;
    const { allocateJobs } = await ctx.areas.jobs();
    const answer = await allocateJobs(ids, who.username, []);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Saved!", `${who.fullName} is the project manager.`);
  },
});

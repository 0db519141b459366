import { RIGHTS } from "../../server/contracts/rights-codes";
import type { SessionSuggestion } from "../../server/contracts/search";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { formatDateTime } from "../../src/lib/format";
import { defineCommand } from "../core/types";

export const openSession = defineCommand<SessionSuggestion>({
  id: "sessions.open",
  title: "Open session…",
  category: "Open",
  keywords: ["session", "job group", "group", "!"],
  key: "Alt+S",
  keyInInputs: true,
  rights: [RIGHTS.JobAdmin],
  picker: {
    placeholder: "Session name, number or job number",
    minLength: 1,
    hint: "Type a session name or number, or a job number.",
    load: async (query, ctx, signal) =>
      (await ctx.api.searchSessions(query, signal)).map((s) => ({
        id: `session-${s.id}`,
        title: `${s.name} (#${s.sessionNumber})`,
        subtitle: [s.jobNumberAndName, formatDateTime(s.startsAt)].filter(Boolean).join(" · "),
        value: s,
      })),
  },
  run: (ctx, s) =>
    ctx.openView(href(ROUTES.sessionEditTab, { id: s.id, jobid: s.jobId, tab: "attendees" }), {
      title: `${s.name} – ${s.jobNumberAndName}`,
      otherPane: ctx.otherPane,
    }),
});

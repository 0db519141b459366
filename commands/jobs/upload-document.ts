import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { pickFiles } from "../clients/pick-files";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { JOB_EDIT } from "./job-context";

/** Chooses files and uploads them to the focused job (the server re-checks size and type). */
export const uploadJobDocument = defineCommand({
  id: "jobs.uploadDocument",
  title: "Upload job document",
  category: "Jobs",
  keywords: ["file", "attach", "upload"],
  rights: [RIGHTS.JobAdmin],
  scope: JOB_EDIT,
  when: (ctx) => focusedRecordId(ctx, JOB_EDIT) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, JOB_EDIT);
    if (id === null) return;
    const { UPLOAD_MESSAGES, UPLOAD_RULES, uploadJobDocuments } = await ctx.areas.jobs();
    const files = await pickFiles(UPLOAD_RULES.extensions.map((e) => `.${e}`).join(","));
    if (!files.length) return;
    const tooBig = files.find((f) => f.size > UPLOAD_RULES.maxBytes);
    if (tooBig) return ctx.toast.error("Error!", UPLOAD_MESSAGES.tooBig(tooBig.name));
    if (files.length > UPLOAD_RULES.maxFiles) return ctx.toast.error("Error!", UPLOAD_MESSAGES.tooMany);
    const description = (await ctx.prompt("Description of the document (optional)", "")) ?? "";
    const answer = await uploadJobDocuments(id, files, description);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Saved!");
    if (ctx.focused?.params.selectedtab !== "documents")
      ctx.navigate(href(ROUTES.jobEditTab, { id, selectedtab: "documents" }));
  },
});

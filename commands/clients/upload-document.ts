import { RIGHTS } from "../../server/contracts/rights-codes";
import { href, ROUTES } from "../../src/app/routes/route-patterns";
import { focusedRecordId } from "../core/focused-record";
import { defineCommand } from "../core/types";
import { CLIENT_EDIT } from "./client-context";
import { pickFiles } from "./pick-files";

/** Chooses files and uploads them to the focused client (the server re-checks size and type). */
export const uploadClientDocument = defineCommand({
  id: "clients.uploadDocument",
  title: "Upload document",
  category: "Clients",
  keywords: ["file", "attach", "upload"],
  rights: [RIGHTS.ClientAdmin],
  scope: CLIENT_EDIT,
  when: (ctx) => focusedRecordId(ctx, CLIENT_EDIT) !== null,
  run: async (ctx) => {
    const id = focusedRecordId(ctx, CLIENT_EDIT);
    if (id === null) return;
    const { UPLOAD_MESSAGES, UPLOAD_RULES, uploadClientDocuments } = await ctx.areas.clients();
    const files = await pickFiles(UPLOAD_RULES.extensions.map((e) => `.${e}`).join(","));
    if (!files.length) return;
    const tooBig = files.find((f) => f.size > UPLOAD_RULES.maxBytes);
    if (tooBig) return ctx.toast.error("Error!", UPLOAD_MESSAGES.tooBig(tooBig.name));
    if (files.length > UPLOAD_RULES.maxFiles) return ctx.toast.error("Error!", UPLOAD_MESSAGES.tooMany);
    const description = (await ctx.prompt("Description of the document (optional)", "")) ?? "";
    const answer = await uploadClientDocuments(id, files, description);
    if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
    ctx.toast.success("Successfully Saved!");
    if (ctx.focused?.params.selectedtab !== "documents")
      ctx.navigate(href(ROUTES.clientEditTab, { id, selectedtab: "documents" }));
  },
});

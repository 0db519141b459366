import type { DocumentParent } from "../../server/contracts/documents";
import type { RightCode } from "../../server/contracts/rights-codes";
import type { RoutePattern } from "../../src/app/routes/route-patterns";
import type { ChildResource } from "../../src/lib/child-records";
import { focusedRecordId } from "../core/focused-record";
import { type AreaApis, type Command, defineCommand } from "../core/types";
import { pickFiles } from "./pick-files";

/** The areas whose records hold documents; each area module re-exports the documents calls. */
type DocumentArea = "jobs" | "clients";

/**
 * "Upload document" of a record screen: chooses files, checks them against the upload rules (the
 * server re-checks), asks for a description, uploads them to the focused record and shows its
 * documents tab. One factory for every area that keeps documents.
 */
export function uploadDocumentsCommand<A extends DocumentArea>(spec: {
  id: string;
  title: string;
  category: string;
  right: RightCode;
  /** The record screens' route patterns (the record id is their `:id`). */
  patterns: readonly RoutePattern[];
  area: A;
  parentType: DocumentParent;
  /** The area's documents list, refreshed after the upload. */
  documents: (api: AreaApis[A]) => ChildResource<unknown>;
  /** The record's documents tab. */
  tabPath: (id: number) => string;
}): Command {
  return defineCommand({
    id: spec.id,
    title: spec.title,
    category: spec.category,
    keywords: ["file", "attach", "upload"],
    rights: [spec.right],
    scope: spec.patterns,
    when: (ctx) => focusedRecordId(ctx, spec.patterns) !== null,
    run: async (ctx) => {
      const id = focusedRecordId(ctx, spec.patterns);
      if (id === null) return;
      const api = (await ctx.areas[spec.area]()) as AreaApis[A];
      const { documentCalls, UPLOAD_MESSAGES, UPLOAD_RULES } = api;
      const files = await pickFiles(UPLOAD_RULES.extensions.map((e) => `.${e}`).join(","));
      if (!files.length) return;
      const tooBig = files.find((f) => f.size > UPLOAD_RULES.maxBytes);
      if (tooBig) return ctx.toast.error("Error!", UPLOAD_MESSAGES.tooBig(tooBig.name));
      if (files.length > UPLOAD_RULES.maxFiles) return ctx.toast.error("Error!", UPLOAD_MESSAGES.tooMany);
      const description = (await ctx.prompt("Description of the document (optional)", "")) ?? "";
      const answer = await ctx.call(
        documentCalls.uploadDocuments,
        { parentType: spec.parentType, parentId: id, description: description || null },
        { files },
      );
      if (!answer.succeeded) return ctx.toast.error("Error!", answer.errors.join(" "));
      await (await ctx.areas.records()).refreshChildren(spec.documents(api), id);
      ctx.toast.success("Successfully Saved!");
      if (ctx.focused?.params.selectedtab !== "documents") ctx.navigate(spec.tabPath(id));
    },
  });
}

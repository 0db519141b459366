import type { DeletableKind } from "../../server/contracts/delete-rights";
import type { CommandContext } from "./types";

/** What a delete call answers (the envelope's fields the flow reads). */
export interface DeleteAnswer {
  succeeded: boolean;
  errors: readonly string[];
  successMsg?: string | null;
}

interface DeleteRequest {
  /** The delete-allowed kind asked first (decision 012). */
  kind: DeletableKind;
  /** Names what goes in the confirmation: "This job", "3 contacts", "Panel member #4". */
  what: string;
  /** The delete call itself. */
  remove(): Promise<DeleteAnswer>;
  /**
   * What follows success: a deleted record closes its tab (its unsaved edits have nothing left to
   * save to); deleted rows clear the focused tab's selection.
   */
  after: "closeTab" | "clearSelection";
  /**
   * The question when the records are not deleted for good ('… will be deactivated'); the
   * standard 'will be deleted. You won't be able to revert this!' when not given.
   */
  text?: string;
  /** The confirm button's words ('Delete session and 3 bookings'); 'Delete' when not given. */
  confirmLabel?: string;
  /** The text under 'Successfully Deleted!'; the server's success message when not given. */
  successText?: string | null;
}

const DELETE_CONFIRM_TITLE = "Are you sure?";
export const deleteConfirmText = (what: string) =>
  `${what} will be deleted. You won't be able to revert this!`;

/**
 * The one delete flow of every delete command: GET delete-allowed/{kind} → confirm → call →
 * toast ('Successfully Deleted!', 'Error!' with the server's errors, or 'Access Denied!') →
 * close the tab or clear the selection. Answers whether the records were deleted.
 */
export async function runDeleteFlow(ctx: CommandContext, request: DeleteRequest): Promise<boolean> {
  const { deleteAllowed } = await ctx.areas.records();
  const allowed = await deleteAllowed(request.kind);
  if (allowed !== true) {
    ctx.toast.error("Access Denied!", allowed);
    return false;
  }
  const buttons = { confirmLabel: request.confirmLabel ?? "Delete", cancelLabel: "Keep", destructive: true };
  const text = request.text ?? deleteConfirmText(request.what);
  if (!(await ctx.confirm(text, DELETE_CONFIRM_TITLE, buttons))) return false;
  let answer: DeleteAnswer;
  try {
    answer = await request.remove();
  } catch (error) {
    ctx.toast.error("Error!", error instanceof Error ? error.message : String(error));
    return false;
  }
  if (!answer.succeeded) {
    ctx.toast.error("Error!", answer.errors.join(" ") || null);
    return false;
  }
  ctx.toast.success(
    "Successfully Deleted!",
    request.successText !== undefined ? request.successText : (answer.successMsg ?? null),
  );
  if (request.after === "closeTab") ctx.workspace.closeTab({ discard: true });
  else ctx.workspace.clearSelection();
  return true;
}

import type { CommandContext } from "../types";

/** Route patterns of the staff respondent records (src/app/routes/staff.tsx). */
export const RECORD_EDIT = [
  "/respondent/:resid",
  "/bussinesspanelmember/:resid",
  "/impairmentpanelmember/:resid",
];
export const RECORD_NEW = ["/newrespondents", "/newbussinesspanelmember", "/newimpairmentpanelmember"];

/** The respondent the focused tab shows, or null. */
export function focusedRespondentId(ctx: CommandContext): number | null {
  const pattern = ctx.focused?.pattern;
  if (!pattern || !RECORD_EDIT.includes(pattern)) return null;
  const id = Number(ctx.focused?.params.resid);
  return Number.isInteger(id) && id > 0 ? id : null;
}

import type { UseCaseContext } from "../../context";
import type { StaffPay } from "../../contracts/staff-office/pay-rates";
import { listLookup } from "../../db/repo/reference-data";
import { setStaffPay, staffPayRows } from "../../db/repo/staff-office/pay-rates";
import { type Outcome, refusal, success } from "../outcome";

/** Every active staff member's position, pay rate and cost rate (decision 261). */
export async function listStaffPay(ctx: UseCaseContext): Promise<StaffPay[]> {
  return staffPayRows(ctx.deps.db);
}

/** Sets a person's position (an EmployeePosition name) and rates (decision 261). */
export async function updateStaffPay(
  ctx: UseCaseContext,
  input: { staffUserId: number; position: string | null; payRate: number | null; costRate: number | null },
): Promise<Outcome<StaffPay>> {
  const { db } = ctx.deps;
  if (input.position !== null) {
    const positions = await listLookup(db, "EmployeePosition", true);
    // The screen's drop-down sends the lookup's code; callers may send its label.
    const wanted = input.position.toLowerCase();
    const found = positions.find((p) => p.label.toLowerCase() === wanted || p.code.toLowerCase() === wanted);
    if (!found) return refusal(`"${input.position}" is not an employee position. Choose one from the list.`);
    input = { ...input, position: found.label };
  }
  const { staffUserId, ...values } = input;
  const row = await setStaffPay(db, staffUserId, values);
  return row ? success(row) : refusal("No active staff member has that id.");
}

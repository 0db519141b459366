import { z } from "zod";
import { call } from "../call";
import { idSchema } from "../records";

/** Money an hour: empty or null clears it; at most $9,999,999.99 (the column's size), cents only. */
const rate = z
  .union([z.number(), z.null(), z.literal("")])
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || (Number.isFinite(v) && v >= 0), "Enter a rate of $0.00 or more")
  .refine((v) => v === null || v < 10_000_000, "Enter a rate under $10,000,000")
  .refine((v) => v === null || Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "Enter the rate in cents");

export const staffPaySchema = z.object({
  staffUserId: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** An EmployeePosition lookup name, or null. */
  position: z.string().nullable(),
  payRate: z.number().nullable(),
  costRate: z.number().nullable(),
});
export type StaffPay = z.output<typeof staffPaySchema>;

/** GET /api/staff-office/pay-rates (decision 261): every active staff member's position and rates. */
export const staffPayList = call("GET", "/staff-office/pay-rates", {
  input: z.object({}).strict(),
  answer: z.array(staffPaySchema),
});

/** POST /api/staff-office/pay-rates/update (decision 261): one person's position, pay and cost rate. */
export const updateStaffPay = call("POST", "/staff-office/pay-rates/update", {
  input: z
    .object({
      staffUserId: idSchema,
      position: z
        .union([z.string().max(100, "Choose a position from the list"), z.null()])
        .transform((v) => (v?.trim() ? v.trim() : null)),
      payRate: rate,
      costRate: rate,
    })
    .strict(),
  answer: staffPaySchema,
});

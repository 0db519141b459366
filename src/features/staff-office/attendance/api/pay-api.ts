import { useQuery } from "@tanstack/react-query";
import type { StaffPay } from "../../../../../server/contracts/staff-office/pay-rates";
import * as calls from "../../../../../server/contracts/staff-office/pay-rates";
import { readQuery } from "../../../../lib/read-query";

export type { StaffPay };
export { calls };

export const payKeys = { all: ["staff-pay"] as const };

/** Every active staff member's position and rates (decision 261): one short list, read whole. */
export const useStaffPay = () =>
  useQuery(readQuery(payKeys.all, calls.staffPayList, {}, { what: "the pay rates" }));

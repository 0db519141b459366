import { describe, expect, it } from "vitest";
import type { SessionRow, TimeSlotRow } from "../../db/repo/sessions";
import { timeOf } from "./booking-create";

const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00Z`);
const session = (startsAt: Date | null, endsAt: Date | null) => ({ startsAt, endsAt }) as SessionRow;
const slot = (startsAt: Date, endsAt: Date | null) => ({ startsAt, endsAt }) as TimeSlotRow;

describe("timeOf (the time a booking blocks)", () => {
  it("is the slot's time when booked into a slot", () => {
    expect(timeOf(session(at("09:00"), at("13:00")), slot(at("10:00"), at("10:30")))).toEqual({
      start: at("10:00"),
      end: at("10:30"),
    });
  });

  it("falls back to the session's end, then to one hour after the start", () => {
    expect(timeOf(session(at("09:00"), at("13:00")), undefined)).toEqual({
      start: at("09:00"),
      end: at("13:00"),
    });
    expect(timeOf(session(at("09:00"), null), undefined)).toEqual({ start: at("09:00"), end: at("10:00") });
  });

  it("is none for a session without a start (nothing to clash with)", () => {
    expect(timeOf(session(null, null), undefined)).toBeNull();
    expect(timeOf(session(null, at("13:00")), undefined)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import type { Attendee } from "../../../../server/contracts/sessions/events";
import { attendeeColumns, filterAttendees } from "./attendee-columns";

const row = (eventId: number, clientSignoff: string | null, reason: string | null = null) =>
  ({ eventId, clientSignoff, clientSignoffReason: reason, clientSignoffBy: null }) as Attendee;

describe("the attendee grid's client sign-off (decision 212)", () => {
  const rows = [row(1, "Approved"), row(2, "Replace requested", "Too young"), row(3, null)];

  it("filters by the client's decision, or its absence", () => {
    expect(filterAttendees(rows, {}).map((r) => r.eventId)).toEqual([1, 2, 3]);
    expect(filterAttendees(rows, { clientSignoff: "Replace requested" }).map((r) => r.eventId)).toEqual([2]);
    expect(filterAttendees(rows, { clientSignoff: "Approved" }).map((r) => r.eventId)).toEqual([1]);
    expect(filterAttendees(rows, { clientSignoff: "none" }).map((r) => r.eventId)).toEqual([3]);
  });

  it("offers the filter and a chip column", () => {
    const column = attendeeColumns().find((c) => c.key === "clientSignoff");
    expect(column?.filter).toEqual({
      options: [
        { value: "Replace requested", label: "Replace requested" },
        { value: "Approved", label: "Client approved" },
        { value: "none", label: "No sign-off" },
      ],
    });
    const chip = column?.render?.(rows[1] as Attendee) as { props: { children: string; className: string } };
    expect(chip.props.children).toBe("Replace requested: Too young");
    expect(chip.props.className).toContain("signoff-replace");
    expect(column?.render?.(rows[2] as Attendee)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { EXPORT_DENIED } from "../../server/contracts/query-constants";
import * as staffCalls from "../../server/contracts/reports/staff-calls";
import { fakeArea, fakeContext, refused } from "../core/fake-context";
import { availability } from "../core/registry";
import type { FocusedView } from "../core/types";
import { correctAttendance } from "./correct-attendance";
import { downloadPayrollFile } from "./payroll-file";

const ATTENDANCE: FocusedView = {
  path: "/report/staffattendance?from=2026-10-12&to=2026-10-18",
  title: "Staff Attendance Report",
  pattern: "/report/staffattendance",
  params: {},
};
const PAYROLL: FocusedView = {
  path: "/report/staffpayroll?from=2026-10-20&to=2026-10-27&staffUser=wendy",
  title: "Staff Payroll Report",
  pattern: "/report/staffpayroll",
  params: {},
};

/** A report row as the server answers it: the day's entries ride along as JSON. */
const row = (entries: { id: number; on: string; off: string | null }[]) => ({
  key: "6:2026-10-12",
  staff: "Wendy Worker",
  day: "2026-10-12",
  entryList: JSON.stringify(entries),
});

function setup(opts: {
  selection?: unknown[];
  typed?: (string | null)[];
  answer?: unknown;
  rights?: string[];
}) {
  const asked: string[] = [];
  const typed = [...(opts.typed ?? [])];
  const t = fakeContext({
    focused: ATTENDANCE,
    selection: opts.selection ?? [],
    user: { id: "1", name: "Manager", rights: new Set(opts.rights ?? ["SARPT", "MSA"]), flags: {} },
    areas: { staffReports: fakeArea<"staffReports">({ calls: staffCalls }) },
    answers: new Map(opts.answer ? [[staffCalls.correctAttendanceEntry, opts.answer]] : []),
    prompt: async (text, initial) => {
      asked.push(`${text} [${initial ?? ""}]`);
      return typed.length ? (typed.shift() ?? null) : null;
    },
  });
  return { ...t, asked };
}

describe("Correct attendance entry…", () => {
  it("needs one selected day of the attendance report", () => {
    expect(availability(correctAttendance, setup({}).ctx)).toMatchObject({ state: "disabled" });
    const one = setup({ selection: [row([{ id: 4, on: "2026-10-12T09:00", off: null }])] });
    expect(availability(correctAttendance, one.ctx).state).toBe("enabled");
  });

  it("asks the times on the entry's day and the reason, then sends them as agency wall times", async () => {
    const t = setup({
      selection: [row([{ id: 4, on: "2026-10-12T09:00", off: null }])],
      typed: ["8:45", "17:30", "Forgot to clock out"],
    });
    await correctAttendance.run(t.ctx, undefined);
    expect(t.asked[0]).toBe("Clock on (HH:MM, 24-hour) for Wendy Worker, 12/10/2026 09:00–still in [09:00]");
    expect(t.asked[1]).toContain("leave empty if still in");
    const sent = t.calls.find((c) => c.startsWith("call POST /AttendanceReport/update"));
    expect(sent).toContain(
      JSON.stringify({
        id: 4,
        clockOn: "2026-10-12T08:45",
        clockOff: "2026-10-12T17:30",
        reason: "Forgot to clock out",
      }),
    );
    expect(sent).toContain('refresh [["reports","staff-attendance"]]');
    expect(t.calls.some((c) => c.startsWith("toast.success"))).toBe(true);
  });

  it("picks one of several entries by number, and a clock-off before the clock-on is the next day", async () => {
    const t = setup({
      selection: [
        row([
          { id: 4, on: "2026-10-12T09:00", off: "2026-10-12T12:30" },
          { id: 5, on: "2026-10-12T22:00", off: "2026-10-13T02:30" },
        ]),
      ],
      typed: ["2", "22:00", "03:15", "Left later"],
    });
    await correctAttendance.run(t.ctx, undefined);
    expect(t.asked[0]).toContain("1: 09:00–12:30, 2: 22:00–02:30 (+1)");
    expect(t.calls.join("\n")).toContain('"id":5,"clockOn":"2026-10-12T22:00","clockOff":"2026-10-13T03:15"');
  });

  it("shows the server's refusal, and sends nothing when a question is cancelled", async () => {
    const refusedRun = setup({
      selection: [row([{ id: 4, on: "2026-10-12T09:00", off: "2026-10-12T12:30" }])],
      typed: ["09:00", "13:30", "Lunch"],
      answer: refused("That overlaps another entry of the same person: 12/10/2026 13:00 – 17:15."),
    });
    await correctAttendance.run(refusedRun.ctx, undefined);
    expect(refusedRun.calls.join("\n")).toContain("toast.error");
    expect(refusedRun.calls.join("\n")).toContain("overlaps");
    const cancelled = setup({
      selection: [row([{ id: 4, on: "2026-10-12T09:00", off: "2026-10-12T12:30" }])],
      typed: ["09:00", "13:30", null],
    });
    await correctAttendance.run(cancelled.ctx, undefined);
    expect(cancelled.calls.some((c) => c.startsWith("call"))).toBe(false);
  });
});

describe("Download payroll file (CSV)", () => {
  it("downloads with the report's filters, or explains the refusal without ExportAllResults", async () => {
    const asked: unknown[] = [];
    const make = (rights: string[]) =>
      fakeContext({
        focused: PAYROLL,
        user: { id: "1", name: "Payroll", rights: new Set(rights), flags: {} },
        areas: {
          staffReports: fakeArea<"staffReports">({
            downloadPayrollFile: async (filters: unknown) => {
              asked.push(filters);
              return { ok: true, rows: 4, fileName: "payroll.csv" };
            },
          }),
        },
      });
    const t = make(["SPKRPT", "EXP"]);
    await downloadPayrollFile.run(t.ctx, undefined);
    expect(asked).toEqual([{ from: "2026-10-20", to: "2026-10-27", staffUser: "wendy" }]);
    expect(t.calls.join("\n")).toContain("payroll.csv");
    const denied = make(["SPKRPT"]);
    await downloadPayrollFile.run(denied.ctx, undefined);
    expect(denied.calls).toEqual([`toast.alert ${JSON.stringify(["Access Denied!", EXPORT_DENIED])}`]);
    expect(asked).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";
import { defaultColumns } from "./column-chooser";
import type { GridColumn } from "./results-grid";

const col = (key: string): GridColumn => ({ key, caption: key, valueKind: "text", sortable: true });
const EVENT_FIELDS = [
  "id",
  "respondentId",
  "kind",
  "status",
  "at",
  "jobId",
  "jobGroupId",
  "description",
  "jobNumber",
  "jobName",
  "sessionName",
  "sessionStartsAt",
  "respondent.firstName",
  "respondent.lastName",
].map(col);

describe("defaultColumns", () => {
  it("shows events by names, job numbers and dates, not raw ids (M17)", () => {
    const keys = defaultColumns(EVENT_FIELDS, "event");
    expect(keys).toContain("respondent.lastName");
    expect(keys).toContain("jobNumber");
    expect(keys).toContain("sessionName");
    expect(keys).toContain("at");
    for (const id of ["id", "respondentId", "jobId", "jobGroupId"]) expect(keys).not.toContain(id);
    expect(defaultColumns(EVENT_FIELDS, "event-archive")).toEqual(keys);
  });

  it("keeps the respondent's preferred columns", () => {
    const keys = defaultColumns(["id", "firstName", "lastName", "gender", "email", "notes"].map(col));
    expect(keys).toEqual(["id", "firstName", "lastName", "gender", "email"]);
  });
});

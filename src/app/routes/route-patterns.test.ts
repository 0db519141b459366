import { describe, expect, it } from "vitest";
import { href, ROUTES } from "./route-patterns";

describe("href", () => {
  it("fills each parameter of the pattern", () => {
    expect(href(ROUTES.jobEditTab, { id: 12, selectedtab: "documents" })).toBe("/job/edit/12/documents");
    expect(href(ROUTES.sessionEditTab, { id: 3, jobid: 7, tab: "attendees" })).toBe(
      "/session/edit/3/7/attendees",
    );
    expect(href(ROUTES.screener, { surveyid: 1, resid: 2, screenerid: 3, jobid: 4 })).toBe(
      "/screener/1/2/3/4",
    );
  });

  it("takes a pattern without parameters as it is", () => {
    expect(href(ROUTES.jobList)).toBe("/job");
  });

  it("encodes each value as one path segment", () => {
    expect(href(ROUTES.resetpassword, { role: "a/b c" })).toBe("/resetpassword/a%2Fb%20c");
  });

  it("refuses a missing parameter", () => {
    expect(() => href(ROUTES.jobEdit, {} as { id: number })).toThrow("id is missing");
  });

  it("types ids as numbers and other parameters as text", () => {
    // @ts-expect-error: an id is a number
    expect(href(ROUTES.jobEdit, { id: "12" })).toBe("/job/edit/12");
    // @ts-expect-error: a pattern with parameters needs them
    expect(() => href(ROUTES.jobEdit)).toThrow();
    // @ts-expect-error: a name the pattern does not have
    expect(href(ROUTES.clientEdit, { id: 1, jobid: 2 })).toBe("/client/edit/1");
  });
});

import { describe, expect, it } from "vitest";
import { pathParameterCheck } from "./path-params";

const check = pathParameterCheck([
  { method: "GET", path: "/job/:id{[0-9]+}" },
  { method: "POST", path: "/sms/:kind{general|reminder}" },
  { method: "GET", path: "/survey/GetSurvey" },
  { method: "GET", path: "/files/*" },
  { method: "GET", path: "/groups/:jobId{[0-9]+}/:past?" },
]);

describe("a malformed typed path parameter", () => {
  it("is named when the path fits a route of that method with its parameters relaxed", () => {
    expect(check("GET", "/job/abc")).toBe("id: a whole number");
    expect(check("POST", "/sms/nope")).toBe("kind: not one of the accepted values");
    expect(check("GET", "/job/%E0%A4%A")).toBe("id: a whole number");
  });

  it("is named with or without a route's optional last parameter", () => {
    expect(check("GET", "/groups/abc")).toBe("jobId: a whole number");
    expect(check("GET", "/groups/abc/true")).toBe("jobId: a whole number");
    expect(check("GET", "/groups/12/true")).toBeNull();
  });

  it("is not claimed for a path no route fits, another method, or a well-formed value", () => {
    expect(check("GET", "/job/abc/extra")).toBeNull();
    expect(check("POST", "/job/abc")).toBeNull();
    expect(check("GET", "/job/12")).toBeNull();
    expect(check("GET", "/survey/Other")).toBeNull();
  });
});

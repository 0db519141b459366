import { describe, expect, it } from "vitest";
import type { StaffPerson } from "../../../../../server/contracts/staff-users";
import { holderOptions } from "./holder-options";

const person = (username: string, fullName: string, isActive = true) =>
  ({ username, fullName, isActive }) as StaffPerson;

describe("holderOptions", () => {
  it("offers active people by name, an inactive one only while holding a seat", () => {
    const people = [person("b@x", "Bea Zed"), person("a@x", "Al Young"), person("c@x", "Cy Old", false)];
    expect(holderOptions(people, [])).toEqual([
      { value: "a@x", label: "Al Young" },
      { value: "b@x", label: "Bea Zed" },
    ]);
    expect(holderOptions(people, ["C@x"]).map((o) => o.label)).toEqual([
      "Al Young",
      "Bea Zed",
      "Cy Old (inactive)",
    ]);
  });

  it("keeps a holder the staff list does not know, as stored", () => {
    expect(holderOptions([], ["ghost@x"])).toEqual([{ value: "ghost@x", label: "ghost@x" }]);
  });
});

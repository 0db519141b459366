import { describe, expect, it } from "vitest";
import type { StaffPerson } from "../../server/contracts/staff-users";
import { staffOptions } from "./staff-people";

const person = (username: string, fullName: string, isActive = true): StaffPerson => ({
  username,
  fullName,
  firstName: fullName.split(" ")[0] ?? "",
  lastName: fullName.split(" ")[1] ?? "",
  email: username,
  position: null,
  isActive,
});

describe("staffOptions", () => {
  const people = [person("a@x.test", "Avery Admin"), person("old@x.test", "Olive Old", false)];

  it("offers active people by full name and stores the user name", () => {
    expect(staffOptions(people)).toEqual([{ value: "a@x.test", label: "Avery Admin" }]);
  });

  it("keeps a stored inactive or unknown user choosable", () => {
    expect(staffOptions(people, "old@x.test")).toContainEqual({
      value: "old@x.test",
      label: "Olive Old (inactive)",
    });
    expect(staffOptions(people, "gone@x.test")).toContainEqual({
      value: "gone@x.test",
      label: "gone@x.test",
    });
  });
});

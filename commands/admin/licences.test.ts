import { beforeEach, describe, expect, it } from "vitest";
import { licencesScreen } from "../../src/features/admin/licences/state/licences-screen";
import { fakeContext } from "../core/fake-context";
import { availability } from "../core/registry";
import { editLicence, newLicence } from "./licences";

const PAGE = {
  path: "/software-licence",
  title: "Software Licence",
  pattern: "/software-licence",
  params: {},
};
const user = (rights: string[], licensee: boolean) => ({
  id: "1",
  name: "A",
  rights: new Set(rights),
  flags: { IsJOTLicensee: licensee },
});

describe("licence commands", () => {
  beforeEach(() => {
    licencesScreen.select(null);
    licencesScreen.blankOpened();
    licencesScreen.rowOpened();
  });

  it("are hidden without ResearchMeLicence, off the licensee installation or off the page", () => {
    for (const command of [newLicence, editLicence]) {
      expect(availability(command, fakeContext({ focused: PAGE, user: user([], true) }).ctx).state).toBe(
        "hidden",
      );
      expect(
        availability(command, fakeContext({ focused: PAGE, user: user(["RME"], false) }).ctx).state,
      ).toBe("hidden");
      expect(availability(command, fakeContext({ user: user(["RME"], true) }).ctx).state).toBe("hidden");
    }
    expect(
      availability(newLicence, fakeContext({ focused: PAGE, user: user(["RME"], true) }).ctx).state,
    ).toBe("enabled");
  });

  it("new asks the page for a blank form; edit needs a selected licence and opens its form", async () => {
    const { ctx } = fakeContext({ focused: PAGE, user: user(["RME"], true) });
    await newLicence.run(ctx, undefined);
    expect(licencesScreen.state().openBlank).toBe(1);
    expect(availability(editLicence, ctx)).toMatchObject({ reason: "Select a licence first." });
    licencesScreen.select(7);
    expect(availability(editLicence, ctx).state).toBe("enabled");
    await editLicence.run(ctx, undefined);
    expect(licencesScreen.state().openRowKey).toBe(7);
  });
});

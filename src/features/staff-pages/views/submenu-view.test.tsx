import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeContext } from "../../../../commands/core/fake-context";
import type { AnyCommand } from "../../../../commands/core/types";
import { goToCommands } from "../../../../commands/navigation/go-to";
import { CommandMenu } from "../../../components/command/command-menu";
import { HostContext } from "../../../components/command/command-ui";
import { SubmenuView } from "./submenu-view";

afterEach(cleanup);

/** The real "Go to …" commands behind the staff menu, for a user with these rights and flags. */
function renderWith(rights: string[], flags: Record<string, boolean>, menu: string) {
  const ran = vi.fn();
  const context = () => fakeContext({ user: { id: "1", name: "A", rights: new Set(rights), flags } }).ctx;
  const value = {
    commands: goToCommands,
    context,
    run: async (command: AnyCommand) => ran(command.id),
  };
  render(
    <HostContext.Provider value={value}>
      <CommandMenu menu="staff-main" label="Staff menu" />
      <SubmenuView menu={menu} notFound={<p>Page not found</p>} />
    </HostContext.Provider>,
  );
  return ran;
}

/** The Admin group's entries as the staff menu itself lists them. */
function menuAdminEntries(): string[] {
  fireEvent.click(
    within(screen.getByRole("navigation", { name: "Staff menu" })).getByRole("button", { name: /^Admin/ }),
  );
  const list = screen.getByRole("navigation", { name: "Staff menu" }).querySelector(".cmd-menu-list");
  return [...(list?.querySelectorAll("button") ?? [])].map((b) => b.textContent ?? "");
}

describe("submenu/{menu}", () => {
  it("lists exactly the entries the staff menu shows for the group, and runs one", () => {
    const ran = renderWith(["CFG", "RME", "LAA"], { IsJOTLicensee: true, IsFarronResearch: false }, "admin");
    const page = screen.getByRole("navigation", { name: "Admin pages" });
    const links = within(page)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(links).toEqual(menuAdminEntries());
    expect(links).toContain("Software Licence");
    expect(links).not.toContain("Support Tickets");
    fireEvent.click(within(page).getByRole("button", { name: "Software Licence" }));
    expect(ran).toHaveBeenCalledWith("goTo.softwareLicence");
  });

  it("hides a flagged entry when its flag is off, like the menu", () => {
    renderWith(["CFG", "RME"], { IsJOTLicensee: false }, "admin");
    const links = within(screen.getByRole("navigation", { name: "Admin pages" }))
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(links).not.toContain("Software Licence");
    expect(links).toEqual(menuAdminEntries());
  });

  it("is the not-found page for an unknown group or one with nothing offered", () => {
    renderWith(["CFG"], {}, "spaceship");
    expect(screen.getByText("Page not found")).toBeTruthy();
    cleanup();
    renderWith([], {}, "admin");
    expect(screen.queryByRole("navigation", { name: "Admin pages" })).toBeNull();
    expect(screen.getByText("Page not found")).toBeTruthy();
  });
});

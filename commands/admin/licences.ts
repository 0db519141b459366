import { RIGHTS } from "../../server/contracts/rights-codes";
import { ROUTES } from "../../src/app/routes/route-patterns";
import { licencesScreen } from "../../src/features/admin/licences/state/licences-screen";
import { type CommandContext, defineCommand } from "../core/types";

/** Software licences (decision 277): ResearchMeLicence, on the licensee installation only. */
const common = {
  category: "Software licences",
  rights: [RIGHTS.ResearchMeLicence],
  flags: ["IsJOTLicensee" as const],
};
const onPage = (ctx: Pick<CommandContext, "focused">) => ctx.focused?.pattern === ROUTES.softwareLicence;

/** Opens the licence form blank on the licence page. */
export const newLicence = defineCommand({
  ...common,
  id: "licences.new",
  title: "New licence",
  keywords: ["licence", "license", "seats", "add licence"],
  key: "Alt+N",
  scope: [ROUTES.softwareLicence],
  when: onPage,
  run: () => licencesScreen.addBlank(),
});

/** Edits the licence selected in the list (Enter on the row does the same). */
export const editLicence = defineCommand({
  ...common,
  id: "licences.edit",
  title: "Edit licence",
  keywords: ["licence", "license", "seats", "holders", "change licence"],
  key: "Alt+E",
  scope: [ROUTES.softwareLicence],
  when: onPage,
  enabled: () => (licencesScreen.selectedId() ? true : "Select a licence first."),
  run: () => {
    const id = licencesScreen.selectedId();
    if (id) licencesScreen.edit(id);
  },
});

import { expect, test } from "@playwright/test";
import { audit } from "./respondents-audit";
import { addCondition } from "./support/keyboard-steps";
import { runInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

test("a staff member imports a small csv through the mapping and the match report, watches the import finish and finds the new member in panel search", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `imported.${stamp}@example.com`;
  const csv = [
    "First Name;Surname;E-mail Address;Mobile;DOB",
    `Imogen;Importer;${email};0455 ${stamp.slice(-3).replace(/\D/g, "1").padStart(3, "1")} 321;21/09/1985`,
    "Known;Person;RESPONDENT@demo.test;;01/01/1980",
    "Bad;Address;not-an-email;;01/01/1980",
  ].join("\r\n");

  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "Import Panel List", /Import Panel List/);
  await expect(page).toHaveURL(/\/admin\/importpanellist$/);
  const screen = focusedPane(page);
  await screen.getByLabel("List file").setInputFiles({
    name: "new-members.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${csv}\r\n`),
  });

  // Mapping: the columns are proposed from their names; dates are asked, not guessed.
  await expect(screen.getByRole("heading", { name: "2. Match the columns" })).toBeVisible();
  await expect(screen.getByText("new-members.csv: 3 rows.")).toBeVisible();
  await expect(screen.getByLabel("E-mail", { exact: true }).locator("option:checked")).toHaveText(
    "E-mail Address",
  );
  await expect(screen.getByLabel("Date of birth", { exact: true }).locator("option:checked")).toHaveText(
    "DOB",
  );
  await screen.getByLabel("Dates in the file are written as").selectOption("DD/MM/YYYY");
  await audit(page, "import-mapping");
  await screen.getByRole("button", { name: "Check the list" }).click();

  // The match report, before anything is stored.
  await expect(screen.getByRole("heading", { name: "3. Match report" })).toBeVisible();
  const counts = screen.getByTestId("match-counts");
  await expect(counts).toContainText("New people1");
  await expect(counts).toContainText("Already in the panel1");
  await expect(counts).toContainText("Invalid1");
  await expect(screen.getByText("The e-mail not-an-email is not a valid e-mail address.")).toBeVisible();
  await expect(screen.getByRole("link", { name: "Download the rows not imported (.xlsx)" })).toBeVisible();
  await audit(page, "import-report");
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(screen.getByRole("button", { name: "Import valid rows (1)" })).toBeVisible();
  await audit(page, "import-report-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await screen.getByRole("button", { name: "Import valid rows (1)" }).click();

  // The queued import's progress runs to the end.
  await expect(screen.getByTestId("import-status")).toHaveText("Import finished: 1 rows imported.", {
    timeout: 60_000,
  });
  await expect(screen.getByRole("progressbar")).toHaveAttribute("value", "1");

  // The new member is in the panel.
  await runInPalette(page, "Search Panel Members", /Search Panel Members/);
  await expect(page).toHaveURL(/\/searchrespondents$/);
  await expect(focusedPane(page).getByTestId("search-total")).toHaveText(/matches/);
  await addCondition(page, "Email", [null, email]);
  const grid = focusedPane(page).getByRole("grid", { name: "Search results" });
  await expect(grid.getByRole("row", { name: /Imogen/ })).toBeVisible({ timeout: 20_000 });
});

import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { setAcmePrivateLists } from "./support/arrange";
import { login } from "./support/login";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Uploads into private lists (decision 218): staff open the upload on a list with its command,
 * go through the match report and see the people in the list's members; a client uploads into
 * one of its company's lists and sees counts and its own file's problem rows only.
 */
test.describe.configure({ mode: "serial" });
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

const run = Date.now().toString(36);
const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
});
const HEADER = "First name,Surname,E-mail,Mobile,Date of birth";

test("staff upload a csv into a list through the match report and see the members", async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/admin/privatelist");
  await expect(page.getByRole("heading", { name: "Private List", level: 1 })).toBeVisible();
  await page.keyboard.press("Alt+n");
  await page.getByLabel("Name", { exact: true }).fill(`Upload list ${run}`);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("heading", { name: `Upload list ${run}`, level: 2 })).toBeVisible();

  // The command opens the upload on the open list (Alt+U), keyboard-first.
  await page.keyboard.press("Alt+u");
  await expect(page.getByRole("heading", { name: "Upload a list file" })).toBeVisible();
  await expect(page.getByRole("link", { name: "the import template (.xlsx)" })).toHaveAttribute(
    "href",
    "/api/config/files/panel-import-template",
  );
  await page
    .getByLabel("List file", { exact: true })
    .setInputFiles(
      csvFile("staff-list.csv", [
        HEADER,
        `Ulla,Uploaded,ulla.${run}@example.com,,01/02/1990`,
        `Ugo,Uploaded,ugo.${run}@example.com,,03/04/1985`,
      ]),
    );
  await expect(page.getByRole("heading", { name: "2. Match the columns" })).toBeVisible();
  await page.getByRole("button", { name: "Check the list" }).click();
  await expect(page.getByRole("heading", { name: "3. Match report" })).toBeVisible();
  await expect(page.getByTestId("match-counts")).toContainText("New people2");
  await audit(page, "admin-privatelist-upload-report");
  await page.getByRole("button", { name: /Import valid rows/ }).click();
  await expect(page.getByTestId("import-status")).toContainText("Import finished", { timeout: 60_000 });

  // The list's members and count load again.
  const members = page.getByRole("grid", { name: `Members of Upload list ${run}` });
  await expect(members).toContainText("Ulla Uploaded");
  await expect(members).toContainText("Ugo Uploaded");
  await expect(page.getByRole("heading", { name: "Members (2)" })).toBeVisible();
});

test("a client uploads into its list and sees only counts and its own file's problem rows", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await setAcmePrivateLists(true);
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, "client");
  await page.goto("/cliprivatelist");
  await expect(page.getByRole("heading", { name: "Upload a list file" })).toBeVisible();
  // The demo's loyalty list shows the match report of the file it came from.
  await expect(page.getByRole("listitem").filter({ hasText: "Acme loyalty customers" })).toContainText(
    "total 26 · accepted 24 · invalid 1 · duplicate 1",
  );
  await page.getByLabel("Into the list").selectOption({ label: "Acme product trial" });
  await expect(page.getByRole("link", { name: "the sample list file (.xlsx)" })).toBeVisible();
  await audit(page, "cliprivatelist-upload-375");
  await page
    .getByLabel("List file", { exact: true })
    .setInputFiles(
      csvFile("our-customers.csv", [
        HEADER,
        `Cleo,Customer,cleo.${run}@example.com,,05/06/1991`,
        `Cleo,Again,cleo.${run}@example.com,,05/06/1991`,
        "Bad,Address,not-an-email,,01/01/1980",
        "Known,Person,RESPONDENT@demo.test,,01/01/1980",
      ]),
    );
  await expect(page.getByRole("heading", { name: "2. Match the columns" })).toBeVisible();
  await page.getByRole("button", { name: "Check the list" }).click();
  const report = page.locator(".match-report");
  await expect(page.getByRole("heading", { name: "3. Match report" })).toBeVisible();
  const counts = page.getByTestId("match-counts");
  await expect(counts).toContainText("Rows4");
  await expect(counts).toContainText("Accepted2");
  await expect(counts).toContainText("Repeated in the file1");
  await expect(counts).toContainText("Invalid1");
  await expect(counts).not.toContainText("Already in the panel");
  await expect(counts).not.toContainText("Opted out");
  await expect(report).toContainText("The e-mail not-an-email is not a valid e-mail address.");
  await expect(report).toContainText("Cleo · Again");
  // The row the panel already held is not shown to the client.
  await expect(report).not.toContainText("RESPONDENT@demo.test");
  await audit(page, "cliprivatelist-report-375");
  await page.getByRole("button", { name: /Import valid rows/ }).click();
  await expect(page.getByTestId("import-status")).toContainText("Import finished", { timeout: 60_000 });

  // The list's last match report refreshes with the client's counts only.
  const card = page.getByRole("listitem").filter({ hasText: "Acme product trial" });
  await expect(card).toContainText("total 4 · accepted 2 · invalid 1 · duplicate 1");
  await expect(card).not.toContainText("panel");
  await audit(page, "cliprivatelist-done-375");
});

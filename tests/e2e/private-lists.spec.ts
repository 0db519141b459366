import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { LIST_COLUMNS } from "../../server/contracts/list-columns";
import { audit, axeLog } from "./respondents-audit";
import { setAcmePrivateLists } from "./support/arrange";
import { login } from "./support/login";
import { palette, pickInPalette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

/**
 * Private lists (decisions 220, 221): staff run the list screen from the palette and keys; a
 * client sees its company's lists as counts when its record allows private lists, and is refused
 * at the page when it does not.
 */
test.describe.configure({ mode: "serial" });
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

const run = Date.now().toString().slice(-6);

async function downloaded(page: Page, action: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), action()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { name: download.suggestedFilename(), rows };
}

/** The demo client's company, with its private lists allowed or not (the staff client record). */
test("staff create a private list, add a member, export it and delete it, all by keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await runInPalette(page, "private list", /Private List/);
  await expect(page.getByRole("heading", { name: "Private List", level: 1 })).toBeVisible();
  const lists = page.getByRole("grid", { name: "Private lists" });
  await expect(lists).toContainText("Acme loyalty customers");

  // A new list: Alt+N opens the blank record, the name is typed, Ctrl+S saves it.
  await page.keyboard.press("Alt+n");
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toBeFocused();
  await name.fill(`E2E list ${run}`);
  await page.keyboard.press("Control+s");
  await expect(page.getByRole("heading", { name: `E2E list ${run}`, level: 2 })).toBeVisible();
  await expect(lists).toContainText(`E2E list ${run}`);

  // A member found by e-mail through the command's picker.
  await page.keyboard.press("Control+k");
  await pickInPalette(page, "add panel member", /Add panel member to list/);
  await pickInPalette(page, "respondent@demo.test", /Riley Respondent/);
  await expect(palette(page)).toBeHidden();
  const members = page.getByRole("grid", { name: `Members of E2E list ${run}` });
  await expect(members).toContainText("Riley Respondent");
  await expect(page.getByRole("heading", { name: "Members (1)" })).toBeVisible();
  await audit(page, "admin-privatelist");

  // The export: the decided columns, the member with contact fields.
  const file = await downloaded(page, () => runInPalette(page, "export list", /Export list to Excel/));
  expect(file.name).toMatch(new RegExp(`^E2E-list-${run}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  expect(file.rows[0]).toEqual(["Respondent ID", ...LIST_COLUMNS.map((c) => c.header), "Added to list"]);
  expect(file.rows).toHaveLength(2);
  expect(file.rows[1]?.slice(1, 4)).toEqual(["Riley", "Respondent", "respondent@demo.test"]);

  // The sample file carries the same columns.
  const sample = await downloaded(page, () => runInPalette(page, "sample list", /Download sample list file/));
  expect(sample.rows[0]).toEqual(LIST_COLUMNS.map((c) => c.header));

  // The one delete flow: confirm, 'Successfully Deleted!', the list is gone.
  await runInPalette(page, "delete lists", /Delete lists/);
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
  await expect(dialog).toContainText("This list will be deleted.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Successfully Deleted!")).toBeVisible();
  await expect(lists).not.toContainText(`E2E list ${run}`);
  await expect(page.getByRole("heading", { name: `E2E list ${run}` })).toHaveCount(0);
});

test("a client whose record allows private lists sees its lists as counts, at 1280 and 375 px", async ({
  page,
}) => {
  await setAcmePrivateLists(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "client");
  await page.getByRole("link", { name: "Private List" }).first().click();
  await expect(page).toHaveURL(/\/cliprivatelist$/);
  const lists = page.getByRole("list", { name: "Private lists" });
  await expect(lists).toContainText("Acme loyalty customers");
  await expect(lists).toContainText("Acme product trial");
  await expect(lists).not.toContainText("Partner panel");
  await expect(lists.getByRole("listitem").filter({ hasText: "Acme loyalty customers" })).toContainText("24");
  await audit(page, "cliprivatelist");
  const sample = await downloaded(page, () =>
    page.getByRole("button", { name: "Download sample list file" }).click(),
  );
  expect(sample.name).toBe("private-list-sample.xlsx");
  expect(sample.rows[0]).toEqual(LIST_COLUMNS.map((c) => c.header));
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(lists).toBeVisible();
  await audit(page, "cliprivatelist");
});

test("a client whose record does not allow private lists is refused at the page and has no menu entry", async ({
  page,
}) => {
  await setAcmePrivateLists(false);
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, "client");
    await page.goto("/cliprivatelist");
    await expect(page).toHaveURL(/\/accessdenied$/);
    await page.goto("/clihome");
    await page.getByRole("button", { name: /menu/i }).first().click();
    await expect(page.getByRole("link", { name: "Jobs" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Private List" })).toHaveCount(0);
  } finally {
    await setAcmePrivateLists(true);
  }
});

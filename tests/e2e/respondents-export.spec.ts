import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import * as XLSX from "xlsx";
import { OPPORTUNITY_HEADER } from "../../src/features/respondents/model/opportunities-export";
import { DEMO } from "../helpers/client";
import { anonymousApi } from "./support/api";
import { signInToCleanWorkspace } from "./support/workspace";

test("staff export a respondent's opportunities as 'Respondent Survey.xlsx'; without ExportAllResults they see Access Denied!", async ({
  page,
}) => {
  const login = await anonymousApi().postJson<{ id: number }>("/api/user-login", DEMO.respondent);
  const id = login.body.value?.id;
  expect(id).toBeTruthy();

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/respondent/${id}`);
  const screen = page.getByRole("region", { name: new RegExp(`^#${id} `) });
  const exportButton = screen.getByRole("button", { name: "Export opportunities" });
  const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
  expect(download.suggestedFilename()).toBe("Respondent Survey.xlsx");
  const path = await download.path();
  const book = XLSX.read(readFileSync(path), { cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet) throw new Error("the workbook has no sheet");
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
  // The file carries the model's columns, and each named column holds its own field of the seeded opportunity.
  expect(rows[0]).toEqual([...OPPORTUNITY_HEADER]);
  const shopping = rows.find((r) => r.includes("Tell us about your weekend shopping")) ?? [];
  const cell = (column: (typeof OPPORTUNITY_HEADER)[number]) => shopping[OPPORTUNITY_HEADER.indexOf(column)];
  expect(cell("Description")).toBe("Tell us about your weekend shopping");
  expect(cell("Job Number")).toMatch(/\S/);
  expect(cell("Job")).toContain(cell("Job Number"));
  expect(cell("Expiry Date")).toBe("01/01/2030");
  // A real date (a serial day number) with the DD/MM/YYYY format, not the text of one (decision 234).
  const expiry =
    sheet[
      XLSX.utils.encode_cell({ r: rows.indexOf(shopping), c: OPPORTUNITY_HEADER.indexOf("Expiry Date") })
    ];
  expect(expiry).toMatchObject({ t: "n", v: Date.UTC(2030, 0, 1) / 86_400_000 + 25_569, z: "dd/mm/yyyy" });
  expect(cell("Closed")).toBe("No");
  expect(cell("Survey URL")).toMatch(/\/survey-redirect\/\d+$/);
  await expect(page.getByText("Export ready")).toBeVisible();

  // The server refuses the right: the spec's alert, its <br> shown as a line break.
  await page.route("**/api/access-allowed/EXP", (route) =>
    route.fulfill({
      json: { succeeded: false, value: false, errors: ["Access denied."], successMsg: null, message: null },
    }),
  );
  let downloaded = false;
  page.on("download", () => {
    downloaded = true;
  });
  await exportButton.click();
  const alert = page.locator("[data-sonner-toast]").filter({ hasText: "Access Denied!" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("You don't have permission to export results.");
  await expect(alert).toContainText("Please contact system administrator.");
  await expect(alert).not.toContainText("<br>");
  await expect(alert.locator("br")).toHaveCount(1);
  expect(downloaded).toBe(false);
});

import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { audit } from "./respondents-audit";
import { apiAs } from "./support/api";
import { palette, pickInPalette } from "./support/palette";
import { focusedPane, signInToCleanWorkspace } from "./support/workspace";

/**
 * A report as a recruiter uses it (decisions 230, 236): opened from the palette with a period,
 * the period kept in the address, a total drilled into its rows in the other pane, the export
 * read back equal to the screen, and the page audited at 1280 and 375 px.
 */
test("the Session Recruitment Report opens from the palette, drills into its rows and exports what it shows", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInToCleanWorkspace(page, "admin");

  await page.keyboard.press("Control+k");
  await pickInPalette(page, "open report", /Open report/);
  await pickInPalette(page, "session recruitment last 30 days", /Session Recruitment Report — Last 30 days/);
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/\/report\/sessionrecruitment\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  const report = focusedPane(page);
  await expect(report.getByRole("heading", { name: "Session Recruitment Report" })).toBeVisible();

  // The screen's figures are the call's, with the filters of the address.
  const params = new URL(page.url()).searchParams;
  const filters = { from: params.get("from"), to: params.get("to") };
  const admin = await apiAs("admin");
  const answer = (
    await admin.postJson<{ rows: unknown[]; total: number; totals: Record<string, number> }>(
      "/api/report/session-recruitment-report",
      filters,
    )
  ).body.value;
  if (!answer) throw new Error("the report did not answer");
  expect(answer.totals.noShow).toBeGreaterThan(0);
  const totals = report
    .getByRole("definition")
    .filter({ has: page.getByRole("button", { name: /^No-show:/ }) });
  await expect(totals).toContainText(String(answer.totals.noShow));

  // The period survives a reload: the address is the view.
  await page.reload();
  await expect(
    focusedPane(page).getByText(`Filters: ${ddmmyyyy(filters.from)} – ${ddmmyyyy(filters.to)}`),
  ).toBeVisible();

  // Keyboard drill-through: the No-show total opens its bookings beside the report.
  const noShow = focusedPane(page).getByRole("button", { name: /^No-show:/ });
  await noShow.focus();
  await page.keyboard.press("Enter");
  const rows = focusedPane(page);
  await expect(rows.getByRole("heading", { name: "No-show: every session of the period" })).toBeVisible();
  await expect(page.locator('[data-testid="ws-pane"]')).toHaveCount(2);
  await expect(rows.getByRole("row")).not.toHaveCount(0);
  const drill = (
    await admin.postJson<{ total: number }>("/api/report/drill", {
      report: "session-recruitment",
      key: "total",
      column: "noShow",
      ...filters,
    })
  ).body.value;
  expect(drill?.total).toBe(answer.totals.noShow);
  await expect(rows.getByText("No show").first()).toBeVisible();
  await expect(rows.getByText(`${drill?.total} bookings`)).toBeVisible();

  // The export equals the screen: every row, then the totals, under the filter summary.
  // Commands act on the focused tab: back to the report first.
  await page
    .getByRole("tab", { name: /Session Recruitment/ })
    .first()
    .click();
  const reportPane = focusedPane(page);
  await expect(reportPane.getByRole("heading", { name: "Session Recruitment Report" })).toBeVisible();
  const download = page.waitForEvent("download");
  await reportPane.getByRole("button", { name: "Export report to Excel" }).click();
  const file = await download;
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await file.path()) ?? "");
  const sheet = book.worksheets[0];
  const values: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => values.push((row.values as unknown[]).slice(1)));
  const header = values.findIndex((r) => r[0] === "Job" && r[1] === "Session");
  expect(values.slice(0, header).flat().join(" ")).toContain("Filters:");
  expect(values.length - header - 1).toBe(answer.total + 1);

  await page
    .getByRole("tab", { name: /Session Recruitment/ })
    .first()
    .click();
  await audit(page, "report-session-recruitment-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "report-session-recruitment-375");
});

function ddmmyyyy(day: string | null) {
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : "";
}

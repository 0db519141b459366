import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Axe results per page, printed at the end of a run for the report. */
export const axeLog: { page: string; width: number; serious: number; total: number; ids: string[] }[] = [];

/**
 * Audits the page with axe-core (no serious or critical violations allowed) and checks that it
 * has no horizontal scroll at its current width.
 */
export async function audit(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // The toasts (sonner, owned by the shell) come and go; they are audited apart (see report).
  const result = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const width = page.viewportSize()?.width ?? 0;
  axeLog.push({
    page: name,
    width,
    serious: bad.length,
    total: result.violations.length,
    ids: result.violations.map((v) => `${v.id}:${v.impact}`),
  });
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
}

/** Runs `audit` at desktop width and at 375 px, saving a screenshot of each. */
export async function auditBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await audit(page, name);
  await page.screenshot({ path: `/tmp/shots-respondentsui/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, name);
  await page.screenshot({ path: `/tmp/shots-respondentsui/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

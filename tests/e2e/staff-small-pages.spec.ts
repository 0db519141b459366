import { expect, test } from "@playwright/test";
import { audit, axeLog } from "./respondents-audit";
import { apiAs } from "./support/api";
import { signInToCleanWorkspace, tabTo } from "./support/workspace";

/**
 * The small staff pages (decision 276), by keyboard: submenu/admin lists the Admin group as the
 * menu does (no Support Tickets while the research-company flag is off) and opens a page; an
 * unknown group is the not-found page; typeswitch offers the panels the flags allow and goes
 * straight on when only the consumer panel is left; underconstruction is a plain page.
 */
test.describe.configure({ mode: "serial" });
test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

const setFlag = async (key: string, value: boolean) => {
  const admin = await apiAs("admin");
  const answer = await admin.postJson<unknown>("/api/configitem/update", { key, value: String(value) });
  expect(answer.body.succeeded, `${key}=${value}`).toBe(true);
};

test("submenu: one menu group as links, honouring flags; unknown group is not found", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/submenu/admin");
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  // The workspace tab is named after the group, not the route's generic title.
  await expect(page.getByRole("tab", { name: /^Admin/ })).toBeVisible();
  const links = page.getByRole("navigation", { name: "Admin pages" });
  await expect(links.getByRole("button", { name: "Software Licence" })).toBeVisible();
  await expect(links.getByRole("button", { name: "System Configuration" })).toBeVisible();
  await expect(links.getByRole("button", { name: "Support Tickets" })).toHaveCount(0);
  await expect(links.getByRole("button").first()).toBeFocused();
  await audit(page, "submenu-admin");
  await page.screenshot({ path: "/tmp/h-submenu-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "submenu-admin");
  await page.screenshot({ path: "/tmp/h-submenu-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await tabTo(page, links.getByRole("button", { name: "Login Audit" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Login Audit", level: 1 })).toBeVisible();

  await page.goto("/submenu/spaceship");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.goto("/underconstruction");
  await expect(page.getByRole("heading", { name: "Under construction", level: 1 })).toBeVisible();
  await audit(page, "underconstruction");
});

test("typeswitch: the allowed panel types, straight on when only one is left", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToCleanWorkspace(page, "admin");
  await page.goto("/typeswitch");
  await expect(page.getByRole("heading", { name: "New panel member", level: 1 })).toBeVisible();
  const choices = page.getByRole("button", { name: /panel member$/ });
  await expect(choices).toHaveText([
    "Consumer panel member",
    "Business panel member",
    "Impairment panel member",
  ]);
  await expect(choices.first()).toBeFocused();
  await audit(page, "typeswitch");
  await page.screenshot({ path: "/tmp/h-typeswitch-1280.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await audit(page, "typeswitch");
  await page.screenshot({ path: "/tmp/h-typeswitch-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Business panel member" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "New Business Panel Member", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/newbussinesspanelmember$/);

  await setFlag("IsBusinessPanelAllowed", false);
  await setFlag("IsDisabilityPanelAllowed", false);
  try {
    await page.goto("/typeswitch");
    await expect(page.getByRole("heading", { name: "New Consumer Panel Member", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/newrespondents$/);
  } finally {
    await setFlag("IsBusinessPanelAllowed", true);
    await setFlag("IsDisabilityPanelAllowed", true);
  }
});

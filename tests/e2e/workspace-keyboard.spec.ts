import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { palette, runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

type Job = { id: number; jobNumber: string; jobNumberAndName: string };
type Person = { id: number; fullName: string; businessRego: boolean; disabilityRego: boolean };

const panes = (page: Page) => page.getByTestId("ws-pane");
const focusedPane = (page: Page) => page.locator('[data-testid="ws-pane"][data-focused="true"]');
/** The workspace's own tabs of a pane (views may have tabs of their own). */
const tabsOf = (pane: ReturnType<typeof panes>) =>
  pane.getByRole("tablist", { name: /^Tabs of pane/ }).getByRole("tab");

/** Opens a command's picker page ("Track a job…") and picks the row named `pick`. */
async function pickThrough(page: Page, command: string, breadcrumb: string, text: string, pick: string) {
  // No wait for the palette on purpose: keys typed while its chunk loads must not be lost.
  await page.keyboard.press("Control+k");
  await page.keyboard.type(command);
  await page.keyboard.press("Enter");
  await expect(palette(page).getByRole("navigation", { name: "Palette pages" })).toContainText(breadcrumb);
  await page.keyboard.type(text);
  await expect(palette(page).getByRole("option", { name: pick })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(palette(page)).toBeHidden();
}

test("the recruiter drives the workspace by keyboard: palette, tabs, split panes, restore, tracker, clock, logout", async ({
  page,
}) => {
  const api = await apiAs("recruiter");
  const jobs = (await api.get<Job[]>("/api/search/job/J2/")).body.value;
  const job = jobs[0]!;
  const person = (await api.get<Person[]>("/api/search/resp-email/respondent@demo/")).body.value[0]!;
  const personPath = person.businessRego
    ? `/bussinesspanelmember/${person.id}`
    : person.disabilityRego
      ? `/impairmentpanelmember/${person.id}`
      : `/respondent/${person.id}`;

  await signInToCleanWorkspace(page, "recruiter");

  // Ctrl+K, "new client", Enter → client/add opens as a tab.
  await runInPalette(page, "new client", /Go to New Client/);
  await expect(page).toHaveURL(/\/client\/add$/);
  await expect(
    tabsOf(focusedPane(page)).and(page.getByRole("tab", { name: "New Client", selected: true })),
  ).toBeVisible();

  // A job through "#" and part of its number.
  const part = job.jobNumber.slice(-5);
  await runInPalette(page, `#${part}`, job.jobNumberAndName);
  await expect(page).toHaveURL(new RegExp(`/job/edit/${job.id}$`));
  await expect(tabsOf(focusedPane(page)).and(page.getByRole("tab", { selected: true }))).toHaveText(
    job.jobNumberAndName,
  );

  // Split right (Alt+\) and open a respondent there with "@".
  await page.keyboard.press("Alt+Backslash");
  await expect(panes(page)).toHaveCount(2);
  await runInPalette(page, `@${person.fullName}`, new RegExp(person.fullName));
  await expect(page).toHaveURL(new RegExp(`${personPath}$`));
  await expect(panes(page).nth(1)).toHaveAttribute("data-focused", "true");
  await expect(tabsOf(panes(page).nth(1)).and(page.getByRole("tab", { selected: true }))).toHaveText(
    person.fullName,
  );

  // F6 / Shift+F6 move focus between panes; the address follows the focused tab.
  await page.keyboard.press("F6");
  await expect(panes(page).nth(0)).toHaveAttribute("data-focused", "true");
  await expect(page).toHaveURL(new RegExp(`/job/edit/${job.id}$`));
  await page.keyboard.press("Shift+F6");
  await expect(panes(page).nth(1)).toHaveAttribute("data-focused", "true");
  await expect(page).toHaveURL(new RegExp(`${personPath}$`));

  // Reload restores both panes and their tabs (after the layout was saved).
  await page.waitForResponse((r) => r.url().includes("/api/workspace/layout/update"));
  await page.reload();
  await expect(panes(page)).toHaveCount(2);
  await expect(tabsOf(panes(page).nth(0))).toHaveText(["Dashboard", "New Client", job.jobNumberAndName]);
  await expect(tabsOf(panes(page).nth(1))).toHaveText([person.fullName]);
  await expect(page).toHaveURL(new RegExp(`${personPath}$`));

  // "?" outside inputs shows every shortcut, grouped and searchable.
  await page.keyboard.press("Shift+Slash");
  const overlay = page.getByTestId("shortcuts-overlay");
  await expect(overlay.getByRole("heading", { name: "Workspace" })).toBeVisible();
  await page.keyboard.type("split");
  await expect(overlay.getByText("Split right")).toBeVisible();
  await expect(overlay.getByText("Close tab")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();

  // Track a job from the palette, then stop tracking: the exact messages and bar colours.
  const bar = page.getByTestId("tracker-bar");
  await expect(bar).toContainText("Currently the system is not tracking any Job.");
  await pickThrough(page, "track a job", "Track a job…", job.jobNumber, job.jobNumberAndName);
  await expect(page.getByText("Tracked!")).toBeVisible();
  await expect(page.getByText(`${job.jobNumberAndName} job has been tracked.`)).toBeVisible();
  await expect(bar).toHaveClass(/tracker-on/);
  await expect(bar).toContainText("SMS Automation");

  await runInPalette(page, ">stop tracking", /Stop tracking/);
  await expect(page.getByText("Tracking Stopped!")).toBeVisible();
  await expect(page.getByText(`${job.jobNumberAndName} job has been stopped tracking.`)).toBeVisible();
  await expect(bar).toHaveClass(/tracker-off/);

  // Clock in and clock out (palette), checked in the user drop-down.
  await runInPalette(page, "clock in", /Clock In/);
  const status = async () => {
    const me = (await api.get<{ id: number }>("/api/workspace/me")).body.value;
    return (await api.get<{ statusString: string }>(`/api/GetWorkingHours/${me.id}`)).body.value.statusString;
  };
  await expect.poll(status).toBe("IN");
  // The page has taken the answer in (it writes the clock cookie as its update ends); until then
  // Clock Out is rightly disabled ("An update is running.").
  const clockCookie = async () =>
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === "clock_state")?.value ?? "");
  await expect.poll(clockCookie).toContain('"status":"IN"');
  await runInPalette(page, "clock out", /Clock Out/);
  await expect.poll(status).toBe("OUT");

  // Alt+W closes the focused respondent tab; its emptied pane folds away (and the saved layout with it).
  await expect(panes(page).nth(1)).toHaveAttribute("data-focused", "true");
  const saved = page.waitForResponse((r) => r.url().includes("/api/workspace/layout/update"));
  await page.keyboard.press("Alt+w");
  await expect(panes(page)).toHaveCount(1);
  await saved;

  // Logout stops tracking first.
  await pickThrough(page, "track a job", "Track a job…", job.jobNumber, job.jobNumberAndName);
  await expect(bar).toHaveClass(/tracker-on/);
  await runInPalette(page, "log out", /Log out/);
  await expect(page).toHaveURL(/\/signin$/);
  const me = (await api.get<{ id: number }>("/api/workspace/me")).body.value;
  expect((await api.get(`/api/job/currently-tracking/${me.id}`)).body.value).toBeNull();
});

import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { openIncentiveForm } from "./support/keyboard-steps";
import { runInPalette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

const panel = (page: Page, name: string) => page.getByRole("grid", { name });

test("a recruiter adds a contact and an incentive to a session by keyboard and sees them listed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  const stamp = Date.now().toString(36).toUpperCase();
  const sessionName = `Tabs ${stamp}`;

  // Arrange: a job of a client that has contacts, and a session on it.
  const api = await apiAs("recruiter");
  const clients = (await api.get<{ id: number }[]>("/api/clientsactive-list")).body.value ?? [];
  let clientId = 0;
  for (const c of clients) {
    const contacts = (await api.get<unknown[]>(`/api/client-contacts/${c.id}`)).body.value ?? [];
    if (contacts.length > 0) {
      clientId = c.id;
      break;
    }
  }
  expect(clientId, "a demo client with contacts").toBeGreaterThan(0);
  const job = await api.postJson<{ id: number }>("/api/job/update", {
    id: 0,
    name: `Tabs Study ${stamp}`,
    clientId,
    status: "Open",
  });
  expect(job.body.succeeded, JSON.stringify(job.body.errors)).toBe(true);
  const session = await api.postJson<{ id: number }>("/api/jobgroup/update", {
    id: 0,
    jobId: job.body.value?.id,
    name: sessionName,
    status: "Planned",
    startsAt: new Date(Date.now() + 21 * 86_400_000).toISOString(),
    recruiters: [],
  });
  expect(session.body.succeeded, JSON.stringify(session.body.errors)).toBe(true);

  await signInToCleanWorkspace(page, "recruiter");
  await runInPalette(page, `!${stamp}`, new RegExp(sessionName));
  await expect(page).toHaveURL(/\/session\/edit\/\d+\/\d+/);

  // A contact: the job's client contacts and the job group contact types to pick from.
  await runInPalette(page, "add session contact", /Add session contact/);
  await expect(page).toHaveURL(/\/contacts$/);
  const contactForm = page.getByRole("dialog");
  await expect(contactForm.getByLabel("Client contact")).toBeFocused();
  // The choices arrive with the job's client contacts ("—" is the blank one).
  await expect(contactForm.getByLabel("Client contact").locator("option").nth(1)).toBeAttached();
  await page.keyboard.press("ArrowDown");
  const contactName = await contactForm
    .getByLabel("Client contact")
    .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? "");
  expect(contactName).not.toMatch(/^(|—)$/);
  await page.keyboard.press("Tab");
  await expect(contactForm.getByLabel("Contact type")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // Enter on a select opens its list in Chromium: Tab on to Save.
  await page.keyboard.press("Tab");
  await expect(contactForm.getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Successfully Saved!").first()).toBeVisible();
  await expect(contactForm).toBeHidden();
  await expect(panel(page, "Contacts")).toContainText(contactName);

  // An incentive, shown as money with two decimals.
  const incentiveForm = await openIncentiveForm(page, "add session incentive", /Add session incentive/);
  await expect(page).toHaveURL(/\/incentives$/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1234.5");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Paid on the day");
  await page.keyboard.press("Enter");
  await expect(incentiveForm).toBeHidden();
  const incentives = panel(page, "Incentives");
  await expect(incentives).toContainText("$1,234.50");
  await expect(incentives).toContainText("Paid on the day");

  // A second one is added beside it (the list is saved whole).
  await openIncentiveForm(page, "add session incentive", /Add session incentive/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.type("80");
  await page.keyboard.press("Enter");
  await expect(incentiveForm).toBeHidden();
  await expect(incentives).toContainText("$80.00");
  await expect(incentives).toContainText("$1,234.50");
});

import { expect, test } from "@playwright/test";
import { auditBothWidths, axeLog } from "./respondents-audit";
import { apiAs } from "./support/api";
import { login } from "./support/login";

test.afterAll(() => {
  console.log(`AXE ${JSON.stringify(axeLog)}`);
});

/** The seeded demo respondent's history (server/db/seed/respondents.ts enrichDemoRespondent). */
test("the demo respondent reads their opportunities, payments, sessions and surveys", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, "respondent");
  const list = (name: string) => page.getByRole("list", { name });

  // Home leads to My Opportunities: the card of product §2.10.
  await page.getByRole("link", { name: "See your opportunities" }).click();
  await expect(page).toHaveURL(/\/resopportunities\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { level: 1, name: "My Opportunities" })).toBeVisible();
  const card = list("Opportunities").getByRole("listitem").filter({ hasText: "weekend shopping" });
  await expect(card.getByText("$75", { exact: true })).toBeVisible();
  await expect(card.getByText("Incentive", { exact: true })).toBeVisible();
  for (const label of ["Location", "Time", "Job type"])
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
  ).toHaveAttribute("href", "/reshome");
  await auditBothWidths(page, "resopportunities");

  // Start Survey follows the link and records the click on the way (decision 093).
  const start = card.getByRole("link", { name: "Start Survey" });
  const href = (await start.getAttribute("href")) ?? "";
  const jobId = Number(href.split("/").pop());
  await start.click();
  await expect(page).not.toHaveURL(/\/resopportunities\//);
  // The click is fire-and-forget (keepalive): poll the record instead of racing the navigation.
  const me = await apiAs("respondent");
  await expect
    .poll(async () => {
      const events = await me.get<{ kind: string; jobId: number | null }[]>(`/api/respondent-events/${id}`);
      return events.body.value?.some((e) => e.kind === "SurveyClick" && e.jobId === jobId) ?? false;
    })
    .toBe(true);

  // My Payments from the menu: the paid incentive as money, dates DD/MM/YYYY.
  await page.goto("/reshome");
  await page
    .getByRole("navigation", { name: "Respondent menu" })
    .getByRole("link", { name: "My Payments" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/respayments/${id}$`));
  const payment = list("Payments").getByRole("listitem").filter({ hasText: "INC-0001" });
  await expect(payment.getByText("$75.00")).toBeVisible();
  await expect(payment.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The total counts every payment listed (other specs, the recruitment loop, may pay the demo
  // respondent too): the seeded $75.00 alone, or the sum of all.
  const amounts = (await list("Payments").getByRole("listitem").allInnerTexts()).map((t) =>
    Number(/\$([\d,]+\.\d{2})/.exec(t)?.[1]?.replaceAll(",", "") ?? 0),
  );
  const sum = amounts.reduce((a, b) => a + b, 0);
  const total = `$${sum.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(page.getByTestId("payments-total")).toContainText(
    `Total paid: ${total} (${amounts.length} payment${amounts.length === 1 ? "" : "s"})`,
  );
  await auditBothWidths(page, "respayments");

  // My Sessions: the attended focus group has nothing left to confirm; the upcoming booking does.
  await page.goto(`/ressession/${id}`);
  const session = list("Past sessions").getByRole("listitem").filter({ hasText: "Focus group" });
  await expect(session.getByText("Attended", { exact: true }).first()).toBeVisible();
  await expect(session.getByText("Paid", { exact: true })).toBeVisible();
  await expect(session.getByRole("button", { name: "Confirm attendance" })).toHaveCount(0);
  // (Other specs may book the demo respondent too: at least the seeded upcoming booking asks.)
  await expect(
    list("Upcoming sessions").getByRole("button", { name: "Confirm attendance" }).first(),
  ).toBeVisible();
  await auditBothWidths(page, "ressession");

  // My Surveys: the completed survey, not the invitation or the click just recorded.
  await page.goto(`/ressurvey/${id}`);
  const survey = list("Surveys").getByRole("listitem").filter({ hasText: "Grocery habits survey" });
  await expect(survey.getByText("Completed", { exact: true })).toBeVisible();
  // A finished survey offers nothing to start (walkthrough M14).
  await expect(survey.getByRole("link", { name: "Start Survey" })).toHaveCount(0);
  await expect(list("Surveys").getByText(/weekend shopping/)).toHaveCount(0);
  await auditBothWidths(page, "ressurvey");

  // Another respondent's id in the address shows the signed-in respondent's own page (decision 099).
  await page.goto(`/respayments/${id + 1}`);
  await expect(page).toHaveURL(new RegExp(`/respayments/${id}$`));
  await expect(list("Payments").getByText("INC-0001")).toBeVisible();
});

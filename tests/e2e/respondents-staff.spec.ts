import { expect, test } from "@playwright/test";
import { anonymousApi } from "./support/api";
import { login } from "./support/login";

const run = Date.now().toString().slice(-6);
const person = (first: string, last: string, email: string, mobile: string) => ({
  panel: "general",
  title: "Ms",
  firstName: first,
  lastName: last,
  email,
  mobile,
  postcode: "3000",
  gender: "Female",
  yearOfBirth: 1988,
  acceptTerms: true,
});

test("staff open a new respondent from the top-bar search and merge a duplicate into it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Two sign-ups of the same person (another e-mail and mobile): the duplicate a recruiter merges.
  const visitor = anonymousApi();
  const keepEmail = `maya.${run}@example.com`;
  const keep = await visitor.postJson<{ respondentId: number }>(
    "/api/res-signup",
    person("Maya", "Keep", keepEmail, `0421${run}`),
  );
  const dup = await visitor.postJson<{ respondentId: number }>(
    "/api/res-signup",
    person("Maya", "Duplicate", `maya.dup.${run}@example.com`, `0422${run}`),
  );
  const keepId = keep.body.value?.respondentId;
  const dupId = dup.body.value?.respondentId;
  expect(keepId).toBeTruthy();
  expect(dupId).toBeTruthy();

  await login(page, "admin");
  // Top-bar search by e-mail lands on the record's own route.
  await page.getByLabel("Search field").selectOption({ label: "Email Address" });
  await page.getByRole("combobox", { name: "Search by Email Address" }).fill(keepEmail);
  await page.getByRole("option", { name: /Maya Keep/ }).click();
  await expect(page).toHaveURL(new RegExp(`/respondent/${keepId}$`));
  const screen = page.getByRole("region", { name: `#${keepId} Maya Keep` });
  await expect(screen).toBeVisible();
  await expect(screen.getByLabel("Email Address")).toHaveValue(keepEmail);

  // Tabs: summary and bank details (the admin holds BNK).
  await screen.getByRole("tab", { name: "Summary" }).click();
  await expect(screen.getByText("Panel member ID")).toBeVisible();
  await screen.getByRole("tab", { name: "Bank details" }).click();
  await expect(screen.getByLabel("Account Name")).toBeVisible();
  await screen.getByRole("tab", { name: "Profile" }).click();

  // Merge: pick the duplicate in the palette, then take its last name field by field.
  await screen.getByRole("button", { name: "Merge with another panel member…" }).click();
  const palette = page.getByTestId("command-palette");
  await expect(palette).toBeVisible();
  await page.keyboard.type(String(dupId));
  await palette.getByRole("option", { name: new RegExp(`#${dupId}`) }).click();
  const dialog = page.getByRole("dialog", { name: `Merge #${dupId} Maya Duplicate into #${keepId}` });
  await expect(dialog).toBeVisible();
  const lastName = dialog.getByRole("row", { name: /Last name/ });
  await lastName.getByRole("radio", { name: "Duplicate" }).check();
  await dialog.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(/was merged into/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: `#${keepId} Maya Duplicate` })).toBeVisible();

  // The duplicate is kept as an inactive record pointing at the survivor.
  await page.goto(`/respondent/${dupId}`);
  await expect(page.getByText(`This record is inactive (merged into #${keepId})`)).toBeVisible();

  // A recruiter creates a consumer panel member: the §5 rules first, then the new record opens.
  await page.goto("/newrespondents");
  const form = page.getByRole("region", { name: "New Consumer Panel Member" });
  await form.getByLabel("First Name").fill("Theo");
  await form.getByLabel("Last Name").fill("Created");
  await form.getByLabel("Email Address").fill(`theo.${run}@example.com`);
  await form.getByLabel("Mobile Number").pressSequentially("0423");
  await form.getByRole("button", { name: "Create panel member" }).click();
  await expect(form.getByText("Invalid")).toBeVisible();
  await form.getByLabel("Mobile Number").pressSequentially(run);
  await form.getByLabel("Post Code").pressSequentially("4000");
  await form.getByRole("button", { name: "Create panel member" }).click();
  await expect(page).toHaveURL(/\/respondent\/\d+$/);
  await expect(page.getByRole("heading", { name: /^#\d+ Theo Created$/ })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { anonymousApi, apiAs } from "./support/api";
import { palette } from "./support/palette";
import { signInToCleanWorkspace } from "./support/workspace";

const run = Date.now().toString().slice(-6);
const person = (last: string, mobile: string, state: string) => ({
  panel: "general",
  title: "Ms",
  firstName: "Nora",
  lastName: last,
  email: `nora.${last.toLowerCase()}.${run}@example.com`,
  mobile,
  postcode: "3000",
  state,
  gender: "Female",
  yearOfBirth: 1988,
  acceptTerms: true,
});

/** Two sign-ups of one person (another mobile and state): the pair a recruiter merges. */
async function twoRecords(tag: "A" | "B", digit: string) {
  const visitor = anonymousApi();
  const keep = await visitor.postJson<{ respondentId: number }>(
    "/api/res-signup",
    person(`Keeper${tag}`, `043${digit}1${run.slice(1)}`, "NSW"),
  );
  const dup = await visitor.postJson<{ respondentId: number }>(
    "/api/res-signup",
    person(`Twin${tag}`, `043${digit}2${run.slice(1)}`, "VIC"),
  );
  return { keepId: keep.body.value?.respondentId ?? 0, dupId: dup.body.value?.respondentId ?? 0 };
}

test("the merge dialog shows both columns at 1280 px with names, DD/MM/YYYY and formatted phones", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { keepId, dupId } = await twoRecords("A", "1");
  const mobileOfDup = `04312${run.slice(1)}`;
  const admin = await apiAs("admin");
  for (const [id, dateOfBirth] of [
    [keepId, "1988-03-04"],
    [dupId, "1988-11-21"],
  ] as const) {
    const saved = await admin.postJson("/api/respondent/update", { id, dateOfBirth });
    expect(saved.body.succeeded).toBe(true);
  }

  await signInToCleanWorkspace(page, "admin");
  await page.goto(`/respondent/${keepId}`);
  const screen = page.getByRole("region", { name: `#${keepId} Nora KeeperA` });
  await screen.getByRole("button", { name: "Merge with another panel member…" }).click();
  await expect(palette(page)).toBeVisible();
  await page.keyboard.type(String(dupId));
  await palette(page)
    .getByRole("option", { name: new RegExp(`#${dupId}`) })
    .click();
  const dialog = page.getByRole("dialog", { name: `Merge #${dupId} Nora TwinA into #${keepId}` });
  await expect(dialog).toBeVisible();

  // Both columns are on screen; values read as on the record: names, DD/MM/YYYY, formatted phones.
  await expect(dialog.getByRole("columnheader", { name: `Take #${dupId}` })).toBeInViewport({ ratio: 1 });
  const state = dialog.getByRole("row", { name: /State/ });
  await expect(state.getByRole("radio", { name: "New South Wales" })).toBeInViewport({ ratio: 1 });
  await expect(state.getByRole("radio", { name: "Victoria" })).toBeInViewport({ ratio: 1 });
  const born = dialog.getByRole("row", { name: /Date of birth/ });
  await expect(born.getByRole("radio", { name: "04/03/1988" })).toBeVisible();
  await expect(born.getByRole("radio", { name: "21/11/1988" })).toBeVisible();
  const mobile = dialog.getByRole("row", { name: /Mobile/ });
  await expect(
    mobile.getByRole("radio", {
      name: `${mobileOfDup.slice(0, 4)} ${mobileOfDup.slice(4, 7)} ${mobileOfDup.slice(7)}`,
    }),
  ).toBeVisible();
  const overflow = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.right > window.innerWidth || el.scrollWidth > el.clientWidth + 1;
  });
  expect(overflow).toBe(false);

  await dialog.getByRole("button", { name: "Merge" }).click();
  await expect(dialog).toBeHidden();
});

test("a merged-away respondent is marked inactive in the top search and palette; its record is read-only", async ({
  page,
}) => {
  const { keepId, dupId } = await twoRecords("B", "2");
  const admin = await apiAs("admin");
  const merged = await admin.postJson("/api/respondent/merge", { keepId, mergeId: dupId });
  expect(merged.body.succeeded).toBe(true);
  await signInToCleanWorkspace(page, "admin");

  // The merged-away record is marked inactive in the top search and in the palette.
  await page.getByLabel("Search field").selectOption({ label: "Panel Member ID" });
  await page.getByRole("combobox", { name: "Search by Panel Member ID" }).fill(String(dupId));
  await expect(page.getByRole("option", { name: /Nora TwinB.*\(inactive\)/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Search by Panel Member ID" }).fill("");
  await page.keyboard.press("Control+k");
  await page.keyboard.type(`@${dupId}`);
  await expect(palette(page).getByRole("option", { name: /Nora TwinB.*inactive/ })).toBeVisible();
  await page.keyboard.press("Escape");

  // Its record is read-only: fields disabled, Save refused.
  await page.goto(`/respondent/${dupId}`);
  const gone = page.getByRole("region", { name: `#${dupId} Nora TwinB` });
  await expect(gone.getByText(`This record is inactive (merged into #${keepId})`)).toBeVisible();
  await expect(gone.getByLabel("First Name")).toBeDisabled();
  await expect(gone.getByRole("button", { name: "Save panel member" })).toBeDisabled();
});

import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api";
import { freshClient, saved } from "./support/format-data";
import { signInToCleanWorkspace } from "./support/workspace";

test("phones read as the forms mask them, states and countries by name, in the client lists", async ({
  page,
}) => {
  const api = await apiAs("admin");
  const stamp = Date.now().toString(36);
  const name = `Phone Check ${stamp}`;
  const clientId = await freshClient(api, name, { phone: "0298765432", state: "NSW", suburb: "Sydney" });
  await saved(api, "/api/client-contact/update", {
    id: 0,
    clientId,
    firstName: "Pat",
    lastName: "Phones",
    mobile: "0412345678",
    phone: "0387654321",
  });
  await saved(api, "/api/client-venue/update", {
    id: 0,
    clientId,
    name: `Venue ${stamp}`,
    state: "VIC",
    phone: "0311112222",
  });
  await saved(api, "/api/client-address/update", {
    id: 0,
    clientId,
    addressType: "Postal",
    line1: "1 Main St",
    state: "QLD",
    country: "AU",
  });

  await signInToCleanWorkspace(page, "admin");
  // The client list: phone masked, state by name.
  await page.goto("/client");
  await page.getByLabel("Filter Client").fill(name);
  const row = page.getByRole("grid", { name: "Clients" }).getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("(02) 9876 5432", { exact: true })).toBeVisible();
  await expect(row.getByText("New South Wales", { exact: true })).toBeVisible();

  // Contacts: mobile and phone as the contact form masks them.
  await page.goto(`/client/edit/${clientId}/contacts`);
  const contacts = page.getByRole("grid", { name: "Contacts" });
  await expect(contacts.getByText("0412 345 678", { exact: true })).toBeVisible();
  await expect(contacts.getByText("(03) 8765 4321", { exact: true })).toBeVisible();

  await page.goto(`/client/edit/${clientId}/venues`);
  const venues = page.getByRole("grid", { name: "Venues" });
  await expect(venues.getByText("(03) 1111 2222", { exact: true })).toBeVisible();
  await expect(venues.getByText("Victoria", { exact: true })).toBeVisible();

  await page.goto(`/client/edit/${clientId}/addresses`);
  const addresses = page.getByRole("grid", { name: "Addresses" });
  await expect(addresses.getByText("Queensland", { exact: true })).toBeVisible();
  await expect(addresses.getByText("Australia", { exact: true })).toBeVisible();
});

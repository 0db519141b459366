import { href, ROUTES } from "../../../app/routes/route-patterns";
import type { FieldSpec } from "../../../components/ui/record-form";

type Options = { value: string; label: string }[];

/** The client details form (contract clientSaveSchema); lookups fill the drop-downs. */
export function clientFields(lookups: { categories: Options; states: Options }): FieldSpec[] {
  return [
    { name: "name", label: "Client name" },
    {
      name: "status",
      label: "Status",
      kind: "select",
      options: [
        { value: "Active", label: "Active" },
        { value: "Inactive", label: "Inactive" },
      ],
    },
    { name: "category", label: "Category", kind: "select", options: lookups.categories },
    { name: "abn", label: "ABN" },
    { name: "phone", label: "Phone", kind: "landline" },
    { name: "email", label: "Email" },
    { name: "website", label: "Website" },
    { name: "addressLine1", label: "Address line 1" },
    { name: "addressLine2", label: "Address line 2" },
    { name: "suburb", label: "Suburb" },
    { name: "state", label: "State", kind: "select", options: lookups.states },
    { name: "postcode", label: "Post code", kind: "postcode" },
    { name: "country", label: "Country" },
    { name: "accountNumber", label: "Account number" },
    { name: "accountsEmail", label: "Accounts email" },
    { name: "paymentTermsDays", label: "Payment terms (days)", kind: "number" },
    { name: "allowPrivateList", label: "Allow private list", kind: "checkbox" },
    { name: "quoteNotes", label: "Quote notes", kind: "textarea" },
    { name: "invoiceNotes", label: "Invoice notes", kind: "textarea" },
  ];
}

/** The tabs of client/edit/{id}/{selectedtab}, in order; the slug is the URL segment. */
export const CLIENT_TABS = [
  { slug: "details", title: "Details" },
  { slug: "contacts", title: "Contacts" },
  { slug: "notes", title: "Notes" },
  { slug: "feedback", title: "Feedback" },
  { slug: "venues", title: "Venues" },
  { slug: "addresses", title: "Addresses" },
  { slug: "purchaseorders", title: "Purchase Orders" },
  { slug: "documents", title: "Documents" },
  { slug: "jobs", title: "Jobs" },
  { slug: "scheduleviews", title: "Schedule views" },
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number]["slug"];

/** An unknown or missing tab segment falls back to details. */
export function clientTab(segment: string | undefined): ClientTab {
  const found = CLIENT_TABS.find((t) => t.slug === segment?.toLowerCase());
  return found ? found.slug : "details";
}

export const clientEditPath = (id: number, tab: ClientTab = "details") =>
  href(ROUTES.clientEditTab, { id, selectedtab: tab });

/** Lookup items as drop-down options (value = code). */
export const asOptions = (items: { code: string; label: string }[] | undefined): Options =>
  (items ?? []).map((i) => ({ value: i.code, label: i.label }));

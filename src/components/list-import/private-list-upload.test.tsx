import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

const sent = (() => {
  const log: { path: string; fields: Record<string, string> }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const fields: Record<string, string> = {};
    const body = input instanceof Request ? await input.formData() : init?.body;
    if (body instanceof FormData)
      for (const [k, v] of body.entries()) fields[k] = typeof v === "string" ? v : `file:${v.name}`;
    log.push({ path: new URL(url, "http://localhost").pathname, fields });
    const value = {
      importId: 5,
      fileName: "customers.csv",
      columns: ["Name", "Email"],
      rowCount: 2,
      preview: [["Ann", "ann@x.test"]],
      mapping: { firstName: 0, email: 1 },
      dateFormat: "DD/MM/YYYY",
      remembered: false,
    };
    return new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return log;
})();

import { PrivateListUpload } from "./private-list-upload";

const mount = (asClient: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PrivateListUpload listId={9} asClient={asClient} />
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe("PrivateListUpload", () => {
  it.each([
    [true, "/api/private-list/upload", { json: '{"listId":9}', files0: "file:customers.csv" }],
    [false, "/api/respondentlist/upload", { listId: "9", files0: "file:customers.csv" }],
  ])("as client %s sends the file to %s, then asks for the columns", async (asClient, path, fields) => {
    mount(asClient);
    const file = new File(["Name,Email\nAnn,ann@x.test\n"], "customers.csv", { type: "text/csv" });
    fireEvent.change(screen.getByLabelText("List file"), { target: { files: [file] } });
    expect(await screen.findByRole("heading", { name: "2. Match the columns" })).toBeTruthy();
    expect(sent[0]).toEqual({ path, fields });
    expect(screen.getByText(/customers\.csv: 2 rows\./)).toBeTruthy();
  });
});

import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Client } from "../../../../server/contracts/clients";
import { queryClient } from "../../../lib/query-client";
import { readQuery } from "../../../lib/read-query";
import { calls, clientChildren, clientKeys, saveClient } from "./clients-api";

const client = (name: string): Client => ({
  id: 2,
  name,
  status: "Active",
  allowPrivateList: false,
  category: null,
  abn: null,
  phone: null,
  email: null,
  website: null,
  addressLine1: null,
  addressLine2: null,
  suburb: null,
  state: null,
  postcode: null,
  country: null,
  accountNumber: null,
  accountsEmail: null,
  paymentTermsDays: null,
  quoteNotes: null,
  invoiceNotes: null,
});

/** A fake API: every request is recorded as "METHOD /path". */
const requests: string[] = [];
const envelope = (value: unknown) =>
  new Response(JSON.stringify({ succeeded: true, value, errors: [] }), {
    headers: { "content-type": "application/json" },
  });

/** Keeps a query observed, as a mounted screen does: invalidating it refetches at once. */
const watch = (options: { queryKey: readonly unknown[] }) =>
  new QueryObserver(queryClient, options as never).subscribe(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal("fetch", async (input: Request) => {
    const path = new URL(input.url, "http://localhost").pathname;
    requests.push(`${input.method} ${path}`);
    if (path === "/api/client/update") return envelope(client("Acme Ltd"));
    if (path === "/api/client/2") return envelope(client("Acme"));
    return envelope([]);
  });
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe("saveClient", () => {
  it("puts the saved client in the cache and refreshes the pickers, not the client or its tabs", async () => {
    const stops = [
      watch(readQuery(clientKeys.one(2), calls.client, { id: 2 })),
      watch(readQuery(clientChildren.notes.key(2), calls.notes, { id: 2 })),
      watch(readQuery([...clientKeys.options, "active"], calls.activeClientOptions, {})),
    ];
    await settle();
    requests.length = 0;

    const answer = await saveClient({ id: 2, name: "Acme Ltd" });
    await settle();

    expect(answer.succeeded).toBe(true);
    expect(queryClient.getQueryData<Client>(clientKeys.one(2))?.name).toBe("Acme Ltd");
    expect(requests).toEqual(["POST /api/client/update", "GET /api/clientsactive-list"]);
    for (const stop of stops) stop();
  });
});

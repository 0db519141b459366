import { useQuery } from "@tanstack/react-query";
import * as calls from "../../../../../server/contracts/admin/licence-calls";
import type { Licence, LicenceHolder } from "../../../../../server/contracts/admin/licences";
import { callApi } from "../../../../lib/call-api";
import { readQuery } from "../../../../lib/read-query";

export type { Licence, LicenceHolder };

const licenceKeys = {
  all: ["licences"] as const,
  list: ["licences", "list"] as const,
  usage: (id: number) => ["licences", "usage", id] as const,
};

/** Every licence with its seat figures (a short list, decision 277). */
export const useLicences = () =>
  useQuery(readQuery(licenceKeys.list, calls.licences, {}, { what: "the licences" }));

/** Who holds the seats of one licence. */
export const useLicenceUsage = (id: number | null) =>
  useQuery(
    readQuery(
      licenceKeys.usage(id ?? 0),
      calls.licenceUsage,
      { id: id ?? 0 },
      {
        enabled: !!id,
        what: "the licence's seats",
      },
    ),
  );

/** Saves a licence; the list and every usage load again (seat figures change with holders). */
export const saveLicence = (input: Parameters<typeof callApi<typeof calls.saveLicence>>[1]) =>
  callApi(calls.saveLicence, input, { refresh: [licenceKeys.all] });

import { useMemo } from "react";
import { countryName, useCountryVariant } from "./country";
import { formatPhone } from "./format";
import { useLookupLabel } from "./lookups";

/** What list cells need beyond the pure formatters: the country variant and the state names. */
export interface ListFormat {
  phone: (value: unknown, kind: "landline" | "mobile") => string;
  state: (code: unknown) => string;
  country: (value: unknown) => string;
}

/** Phones as the forms mask them, states and countries by name (product §5, issue 8 walkthrough). */
export function useListFormat(): ListFormat {
  const variant = useCountryVariant();
  const state = useLookupLabel("State");
  return useMemo(
    () => ({ phone: (v, kind) => formatPhone(v, kind, variant), state, country: countryName }),
    [variant, state],
  );
}

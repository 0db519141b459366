import { ROUTES } from "../../../app/routes/route-patterns";

/** One kind of panel member typeswitch offers, and the new-member form it opens. */
export interface PanelType {
  id: "consumer" | "business" | "impairment";
  label: string;
  hint: string;
  path: string;
}

const TYPES: PanelType[] = [
  {
    id: "consumer",
    label: "Consumer panel member",
    hint: "A member of the public",
    path: ROUTES.newRespondent,
  },
  {
    id: "business",
    label: "Business panel member",
    hint: "Takes part for their business or profession",
    path: ROUTES.newBusinessPanelMember,
  },
  {
    id: "impairment",
    label: "Impairment panel member",
    hint: "Lives with a disability or impairment",
    path: ROUTES.newImpairmentPanelMember,
  },
];

/**
 * typeswitch (product §2.2, decision 276): the consumer panel always, the business and impairment
 * panels only when their server flags are on (as the staff menu shows them); undefined while a
 * flag is still loading, so the page never goes straight on before it knows.
 */
export function panelTypes(flags: {
  business: boolean | undefined;
  impairment: boolean | undefined;
}): PanelType[] | undefined {
  if (flags.business === undefined || flags.impairment === undefined) return undefined;
  return TYPES.filter(
    (t) => t.id === "consumer" || (t.id === "business" ? flags.business : flags.impairment),
  );
}

/**
 * The seeded labels of the lookup lists the public sign-up asks about (they are also the stored
 * codes, decision 070): the seed writes them into lookup_items, the sign-up page offers them
 * (it cannot read the data-provider lists without a sign-in). Zod-free: the page is public.
 */
export const PANEL_LISTS = {
  Title: ["Mr", "Mrs", "Ms", "Miss", "Mx", "Dr"],
  PreferredContactMethod: ["Email", "SMS", "Phone call"],
  BusinessRole: [
    "Owner / Director",
    "CEO / Managing Director",
    "Senior Manager",
    "Middle Manager",
    "IT Decision Maker",
    "Finance / Accounts",
    "Marketing",
    "Administration",
    "Other",
  ],
  EmployeeNumbers: ["1 (sole trader)", "2-19", "20-199", "200-999", "1000+"],
  EmployerTurnover: ["Under $1M", "$1M - $10M", "$10M - $50M", "$50M - $200M", "Over $200M"],
  ImpairmentType: [
    "Vision",
    "Hearing",
    "Mobility",
    "Dexterity",
    "Cognitive",
    "Learning",
    "Mental health",
    "Speech",
    "Chronic illness",
  ],
  ImpairmentSeverity: ["Mild", "Moderate", "Severe", "Profound"],
  ImpairmentCompetency: ["Independent", "Needs some assistance", "Needs full assistance"],
};

/**
 * The lookup lists reference data edits (product §7.5, staff-calls §7.14; decision 274), declared
 * once: the list name as GET /api/data-provider/Get{list}List spells it, how people name it, and
 * its group on the reference data page. Zod-free: the page and the commands read it.
 */
export interface ReferenceListDef {
  list: string;
  title: string;
  group:
    | "Panel"
    | "Business and impairment panel"
    | "Clients"
    | "Jobs and sessions"
    | "Staff"
    | "Tickets"
    | "Other";
}

const def = (group: ReferenceListDef["group"], list: string, title: string): ReferenceListDef => ({
  list,
  title,
  group,
});

export const REFERENCE_LISTS: readonly ReferenceListDef[] = [
  def("Panel", "Gender", "Gender"),
  def("Panel", "Title", "Title"),
  def("Panel", "MobilePhoneType", "Mobile phone types"),
  def("Panel", "PreferredContactMethod", "Preferred contact method"),
  def("Panel", "ContactTime", "Contact time"),
  def("Panel", "GroupType", "Group type"),
  def("Panel", "ResidencyStatus", "Residency status"),
  def("Panel", "VehicleType", "Vehicle type"),
  def("Panel", "Month", "Month"),
  def("Panel", "HouseholdIncome", "Household income"),
  def("Panel", "HighestEducationLevel", "Highest education level"),
  def("Panel", "InternetType", "Internet type"),
  def("Panel", "TravelFrequency", "Travel frequency"),
  def("Panel", "InstituteType", "Institute type"),
  def("Panel", "EmploymentTypes", "Employment types"),
  def("Panel", "Country", "Country"),
  def("Panel", "Language", "Language"),
  def("Panel", "State", "States"),
  def("Panel", "EventTypeWithBlank", "Event type (with blank)"),
  def("Panel", "DeclineReason", "Survey decline reasons"),
  def("Business and impairment panel", "BusinessRole", "Business role"),
  def("Business and impairment panel", "EmployerTurnover", "Employer turnover"),
  def("Business and impairment panel", "EmployeeNumbers", "Employee numbers"),
  def("Business and impairment panel", "Industry", "Industry"),
  def("Business and impairment panel", "ImpairmentType", "Impairment type"),
  def("Business and impairment panel", "ImpairmentCompetency", "Impairment competency"),
  def("Business and impairment panel", "ImpairmentSeverity", "Impairment severity"),
  def("Clients", "ClientCategory", "Client categories"),
  def("Clients", "ContactType", "Client contact types"),
  def("Clients", "ClientAddressType", "Client address types"),
  def("Clients", "NotesType", "Notes types"),
  def("Clients", "FeedbackType", "Feedback types"),
  def("Clients", "FeedbackAction", "Feedback actions"),
  def("Clients", "DocumentField", "Document fields"),
  def("Clients", "DocumentAction", "Document actions"),
  def("Jobs and sessions", "JobStatus", "Job status"),
  def("Jobs and sessions", "JobDifficultyStatus", "Job difficulty status"),
  def("Jobs and sessions", "JobGroupType", "Job group types"),
  def("Jobs and sessions", "IncentiveType", "Incentive types"),
  def("Jobs and sessions", "InvoiceStatus", "Invoice status"),
  def("Jobs and sessions", "QuoteStatus", "Quote status"),
  def("Jobs and sessions", "ClientJobContactType", "Job contact types"),
  def("Jobs and sessions", "JobGroupContactType", "Session contact types"),
  def("Jobs and sessions", "SurveyProvider", "Survey providers"),
  def("Staff", "EmployeePosition", "Employee positions"),
  def("Tickets", "TicketPriority", "Ticket priority"),
  def("Tickets", "TicketStatus", "Ticket status"),
  def("Tickets", "TicketType", "Ticket type"),
  def("Tickets", "TicketModule", "Ticket module"),
];

export const referenceListDef = (list: string): ReferenceListDef | undefined =>
  REFERENCE_LISTS.find((l) => l.list === list);

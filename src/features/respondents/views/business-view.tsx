import { RespondentView } from "./respondent-view";

/** Route view for the business panel records (new and {resid}). */
export default function BusinessView({ params }: { params: Record<string, string | undefined> }) {
  return <RespondentView panel="business" resid={params.resid} />;
}

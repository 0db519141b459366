import { RespondentView } from "./respondent-view";

/** Route view for the impairment panel records (new and {resid}). */
export default function ImpairmentView({ params }: { params: Record<string, string | undefined> }) {
  return <RespondentView panel="impairment" resid={params.resid} />;
}

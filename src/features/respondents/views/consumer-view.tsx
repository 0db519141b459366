import { RespondentView } from "./respondent-view";

/** Route view for the consumer panel records (new and {resid}). */
export default function ConsumerView({ params }: { params: Record<string, string | undefined> }) {
  return <RespondentView panel="consumer" resid={params.resid} />;
}

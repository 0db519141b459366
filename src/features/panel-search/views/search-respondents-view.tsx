import { href, ROUTES } from "../../../app/routes/route-patterns";
import { SearchScreen } from "../components/search-screen";

const whole = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/**
 * searchrespondents, searchrespondents/{resid} and searchrespondents/filter/{filterid}: Search
 * Panel Members. The tab's path keys its state, so two searches in two tabs stay apart.
 */
export default function SearchRespondentsView({ params }: { params: Record<string, string | undefined> }) {
  const queryId = whole(params.filterid);
  const memberId = whole(params.resid);
  const path = queryId
    ? href(ROUTES.searchrespondentsFilter, { filterid: queryId })
    : memberId
      ? href(ROUTES.searchrespondentsRespondent, { resid: memberId })
      : "/searchrespondents";
  return (
    <SearchScreen
      key={path}
      entity="respondent"
      path={path}
      title="Search Panel Members"
      queryId={queryId}
      memberId={memberId}
    />
  );
}

import { SearchScreen } from "../components/search-screen";

/** admin/searcharchivedevents: the filter builder over events the archive job moved away. */
export default function SearchArchivedEventsView() {
  return (
    <SearchScreen
      key="archive"
      entity="event-archive"
      path="/admin/searcharchivedevents"
      title="Search Archived Events"
    />
  );
}

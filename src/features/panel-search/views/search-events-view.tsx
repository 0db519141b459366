import { SearchScreen } from "../components/search-screen";

/** admin/searchevents: the filter builder over current events (SearchEvents right). */
export function SearchEventsView() {
  return <SearchScreen key="events" entity="event" path="/admin/searchevents" title="Search Events" />;
}

/** admin/searcharchivedevents: the same over events the archive job moved away. */
export function SearchArchivedEventsView() {
  return (
    <SearchScreen
      key="archive"
      entity="event-archive"
      path="/admin/searcharchivedevents"
      title="Search Archived Events"
    />
  );
}

import { SearchScreen } from "../components/search-screen";

/** admin/searchevents: the filter builder over current events (SearchEvents right). */
export default function SearchEventsView() {
  return <SearchScreen key="events" entity="event" path="/admin/searchevents" title="Search Events" />;
}

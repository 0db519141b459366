import NotFoundPage from "../../features/errors/views/not-found-page";
import { SubmenuView } from "../../features/staff-pages/views/submenu-view";

/** submenu/{menu}: the group's page, or the app's not-found page for a group with nothing offered. */
export default function SubmenuRoute({ params }: { params: Record<string, string | undefined> }) {
  return <SubmenuView menu={params.menu ?? ""} notFound={<NotFoundPage />} />;
}

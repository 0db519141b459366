import "./staff-bar.css";
import { TopSearch } from "./top-search";

/** The search row of the staff top bar; the tracker bar and user drop-down are placed by the shell. */
export function StaffTopBar({ onOpen }: { onOpen: (path: string) => void }) {
  return (
    <div className="staff-top-row">
      <TopSearch onOpen={onOpen} />
    </div>
  );
}

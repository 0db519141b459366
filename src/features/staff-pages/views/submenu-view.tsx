import "../../../components/ui/data-table.css";
import "./staff-pages.css";
import type { ReactNode } from "react";
import { availability } from "../../../../commands/core/registry";
import { href, ROUTES } from "../../../app/routes/route-patterns";
import { useCommandHost } from "../../../components/command/command-ui";
import { useTabTitle } from "../../../workspace/use-tab-title";
import { groupEntries } from "../model/menu-groups";

/**
 * submenu/{menu} (product §2.2, decision 276): one group of the staff menu as a page of links,
 * from the same registry entries the menu shows, so rights and server flags hide exactly what
 * the menu hides. A group with nothing offered (or no such group) is the app's not-found page.
 */
export function SubmenuView({ menu, notFound }: { menu: string; notFound: ReactNode }) {
  const host = useCommandHost();
  const ctx = host.context();
  const placed = host.commands.flatMap((command) => {
    const place = command.menus?.find((m) => m.menu === "staff-main");
    if (!place || availability(command, ctx).state === "hidden") return [];
    return [{ command, group: place.group, order: place.order }];
  });
  const group = groupEntries(placed, menu);
  // The tab is named after the group ("Reports"), not the route's generic "Menu".
  useTabTitle(href(ROUTES.submenu, { menu }), group?.name ?? null);
  if (!group) return <>{notFound}</>;
  return (
    <section className="screen" aria-labelledby="submenu-title">
      <header className="screen-head">
        <h1 id="submenu-title">{group.name}</h1>
      </header>
      <nav className="screen-body" aria-label={`${group.name} pages`}>
        <ul className="submenu-links">
          {group.commands.map((command, i) => (
            <li key={command.id}>
              <button
                type="button"
                className="btn btn-link"
                autoFocus={i === 0}
                onClick={(e) => void host.run(command, undefined, { otherPane: e.ctrlKey || e.metaKey })}
              >
                {command.title.replace(/^Go to /, "")}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

import { type ReactNode, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { useIsMobile } from "../lib/viewport";
import { Footer, MenuToggle, RequestIndicators, useContentOffset, useNavRef } from "./chrome";
import { Logo } from "./logo";

export interface MenuItem {
  label: string;
  to: string;
}

export interface MenuFrameProps {
  /** Accessible name of the menu, e.g. 'Client menu'. */
  menuLabel: string;
  homeHref: string;
  items: MenuItem[];
  /** Right side of the header: user drop-down. */
  user: ReactNode;
  children: ReactNode;
}

/** An entry is current on its own page and on the pages under it (/clijobs for /clijobs/12). */
const isCurrent = (location: string, to: string) => location === to || location.startsWith(`${to}/`);

/** Header (logo, menu, user) + main + footer; under 768 px the menu folds behind a toggle. */
export function MenuFrame({ menuLabel, homeHref, items, user, children }: MenuFrameProps) {
  const nav = useNavRef();
  const offset = useContentOffset(nav);
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const menuId = useId();
  // Close the folded menu after each navigation (adjusting state during render, no effect needed).
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setOpen(false);
  }
  const showMenu = !mobile || open;
  return (
    <div className={`layout${mobile ? " layout-mobile" : ""}`}>
      <RequestIndicators />
      <header ref={nav} className="app-header">
        <Logo href={homeHref} />
        {mobile ? (
          <MenuToggle open={open} controls={menuId} onToggle={() => setOpen((o) => !o)}>
            Menu
          </MenuToggle>
        ) : null}
        {showMenu ? (
          <nav id={menuId} aria-label={menuLabel} className="app-menu">
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <Link href={item.to} aria-current={isCurrent(location, item.to) ? "page" : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="header-user">{user}</div>
      </header>
      <main id="main" tabIndex={-1} className="app-main" style={{ marginTop: offset }}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { logout } from "../lib/session";

export interface UserMenuLink {
  label: string;
  to: string;
}

/** The user drop-down of the client/respondent headers: links plus Logout; Escape closes it. */
export function UserMenu({ name, links, extra }: { name: string; links: UserMenuLink[]; extra?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div className="user-menu" ref={root}>
      <button
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="user-name" data-testid="user-name">
          {name}
        </span>
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <div id={menuId} className="user-menu-list">
          {links.map((l) => (
            <Link key={l.to} href={l.to} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          ))}
          {extra}
          <button type="button" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}

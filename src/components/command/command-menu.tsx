import { useEffect, useRef, useState } from "react";
import { availability } from "../../../commands/core/registry";
import type { AnyCommand, MenuId } from "../../../commands/core/types";
import { useCommandHost } from "./command-ui";

/**
 * A menu rendered from the registry: every command placed in `menu`, grouped by its group, in
 * order, shown only when offered (rights and server flags). Groups with one entry are links.
 */
export function CommandMenu({ menu, label }: { menu: MenuId; label: string }) {
  const host = useCommandHost();
  const ctx = host.context();
  const groups: { name: string; items: { command: AnyCommand; order: number }[] }[] = [];
  for (const command of host.commands) {
    const place = command.menus?.find((m) => m.menu === menu);
    if (!place || availability(command, ctx).state === "hidden") continue;
    const g = groups.find((x) => x.name === place.group);
    if (g) g.items.push({ command, order: place.order });
    else groups.push({ name: place.group, items: [{ command, order: place.order }] });
  }
  for (const g of groups) g.items.sort((a, b) => a.order - b.order);
  groups.sort((a, b) => (a.items[0]?.order ?? 0) - (b.items[0]?.order ?? 0));
  return (
    <nav aria-label={label} className="cmd-menu">
      <ul className="cmd-menu-bar">
        {groups.map((g) =>
          g.items.length === 1 ? (
            <li key={g.name}>
              <MenuEntry command={g.items[0]!.command} label={g.name} />
            </li>
          ) : (
            <MenuGroup key={g.name} name={g.name} items={g.items.map((i) => i.command)} />
          ),
        )}
      </ul>
    </nav>
  );
}

function MenuEntry({ command, label, onDone }: { command: AnyCommand; label?: string; onDone?: () => void }) {
  const host = useCommandHost();
  return (
    <button
      type="button"
      className="cmd-menu-entry"
      onClick={(e) => {
        onDone?.();
        void host.run(command, undefined, { otherPane: e.ctrlKey || e.metaKey });
      }}
    >
      {label ?? command.title.replace(/^Go to /, "")}
    </button>
  );
}

function MenuGroup({ name, items }: { name: string; items: AnyCommand[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) =>
      root.current && !root.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, [open]);
  return (
    <li
      ref={root}
      className="cmd-menu-group"
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      <button
        type="button"
        className="cmd-menu-entry"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {name} ▾
      </button>
      {open ? (
        <ul className="cmd-menu-list">
          {items.map((c) => (
            <li key={c.id}>
              <MenuEntry command={c} onDone={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

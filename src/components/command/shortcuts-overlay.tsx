import { useMemo, useState } from "react";
import { formatKey, parseKeys } from "../../../commands/core/registry";
import { isMac } from "../../lib/hotkeys";
import { Modal } from "../ui/modal";
import { commandUi, useCommandHost, useCommandUi } from "./command-ui";

/** "?" shows every key binding of the registry, grouped by category, searchable. */
export function ShortcutsOverlay() {
  const { overlay } = useCommandUi();
  if (!overlay) return null;
  return <OverlayBody />;
}

function OverlayBody() {
  const { commands } = useCommandHost();
  const [filter, setFilter] = useState("");
  const mac = isMac();
  const groups = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const map = new Map<string, { title: string; keys: string[] }[]>();
    for (const c of commands) {
      const keys = parseKeys(c.key).map((k) => formatKey(k, mac));
      if (keys.length === 0) continue;
      const hay = `${c.title} ${c.category} ${keys.join(" ")} ${(c.keywords ?? []).join(" ")}`.toLowerCase();
      if (q && !hay.includes(q)) continue;
      map.set(c.category, [...(map.get(c.category) ?? []), { title: c.title, keys }]);
    }
    return [...map.entries()];
  }, [commands, filter, mac]);

  return (
    <Modal open title="Keyboard shortcuts" onClose={commandUi.hideOverlay}>
      <div className="shortcuts" data-testid="shortcuts-overlay">
        <input
          className="input"
          type="search"
          aria-label="Search shortcuts"
          placeholder="Search shortcuts"
          value={filter}
          autoFocus
          onChange={(e) => setFilter(e.target.value)}
          onKeyDown={(e) => {
            // A search box would spend the first Escape on clearing itself.
            if (e.key === "Escape") {
              e.preventDefault();
              commandUi.hideOverlay();
            }
          }}
        />
        {groups.length === 0 ? <p>No shortcut matches.</p> : null}
        {groups.map(([category, rows]) => (
          <section key={category}>
            <h3>{category}</h3>
            <dl>
              {rows.map((r) => (
                <div key={r.title} className="shortcut-row">
                  <dt>{r.title}</dt>
                  <dd>
                    {r.keys.map((k) => (
                      <kbd key={k}>{k}</kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Modal>
  );
}

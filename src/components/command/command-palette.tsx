import "./command.css";
import { Command } from "cmdk";
import { useEffect, useMemo, useRef, useState } from "react";
import { availability, formatKey, inScope, parseKeys } from "../../../commands/registry";
import type { AnyCommand, PickerItem } from "../../../commands/types";
import { isMac } from "../../lib/hotkeys";
import { commandUi, useCommandHost, useCommandUi } from "./command-ui";
import { type Prepared, parseQuery, prepare, type RankInput, rank, type Scope } from "./rank";
import { readUsage } from "./usage";

type Row =
  | { kind: "command"; id: string; group: string; command: AnyCommand; reason: string | null }
  | { kind: "item"; id: string; group: string; command: AnyCommand; item: PickerItem<unknown> }
  | { kind: "hint"; id: string; group: string; text: string };

/** Which command's picker answers each palette scope. */
const ENTITY_COMMANDS: Record<Exclude<Scope, "all" | "commands">, string> = {
  jobs: "jobs.open",
  respondents: "respondents.open",
  sessions: "sessions.open",
  clients: "clients.open",
};
const ENTITY_GROUPS: Record<string, string> = {
  "jobs.open": "Jobs",
  "respondents.open": "Respondents",
  "sessions.open": "Sessions",
  "clients.open": "Clients",
};
/** Without a prefix, entities are searched from this many characters on. */
const ALL_SCOPE_MIN = 3;

const preparedCache = new WeakMap<readonly AnyCommand[], Prepared<RankInput>[]>();
/** Lower-cased haystacks per registry array, computed once. */
function preparedFor(commands: readonly AnyCommand[]): Prepared<RankInput>[] {
  let p = preparedCache.get(commands);
  if (!p) {
    p = prepare(commands.map((c) => ({ id: c.id, title: c.title, keywords: c.keywords })));
    preparedCache.set(commands, p);
  }
  return p;
}

export function CommandPalette() {
  const { palette } = useCommandUi();
  if (!palette.open) return null;
  return <PaletteBody key={palette.seq} startWith={palette.startWith} />;
}

function PaletteBody({ startWith }: { startWith: string | null }) {
  const host = useCommandHost();
  const ctx = useMemo(() => host.context(), [host]);
  const mac = isMac();
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState<AnyCommand[]>(() => {
    const id = startWith?.startsWith("command:") ? startWith.slice(8) : null;
    const cmd = id ? host.commands.find((c) => c.id === id) : undefined;
    return cmd ? [cmd] : [];
  });
  const [selected, setSelected] = useState("");
  const [async, setAsync] = useState<{ key: string; rows: Row[]; loading: boolean }>({
    key: "",
    rows: [],
    loading: false,
  });
  const otherPane = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const page = pages[pages.length - 1];

  // Availability once per opening, haystacks once per registry: every keystroke then only ranks.
  const offered = useMemo(() => {
    const map = new Map<string, { command: AnyCommand; reason: string | null; scoped: boolean }>();
    for (const command of host.commands) {
      const a = availability(command, ctx);
      if (a.state === "hidden") continue;
      map.set(command.id, {
        command,
        reason: a.state === "disabled" ? a.reason : null,
        scoped: inScope(command, ctx),
      });
    }
    return map;
  }, [host.commands, ctx]);
  const prepared = preparedFor(host.commands);
  const usage = useMemo(() => readUsage(ctx.user.id), [ctx.user.id]);

  const parsed = page ? { scope: "all" as Scope, query } : parseQuery(query);
  const loaders = useMemo((): AnyCommand[] => {
    if (page) return page.picker ? [page] : [];
    if (parsed.scope === "commands") return [];
    const ids = parsed.scope === "all" ? Object.values(ENTITY_COMMANDS) : [ENTITY_COMMANDS[parsed.scope]];
    return ids
      .map((id) => {
        const o = offered.get(id);
        return o && !o.reason ? o.command : undefined;
      })
      .filter((c): c is AnyCommand => Boolean(c?.picker));
  }, [page, parsed.scope, offered]);

  const syncRows = useMemo((): Row[] => {
    const rows: Row[] = [];
    if (!page && (parsed.scope === "all" || parsed.scope === "commands")) {
      const ranked = rank(prepared, parsed.query, {
        usage,
        include: (id) => offered.has(id),
        boost: (id) => (offered.get(id)?.scoped ? 60 : 0),
        limit: 40,
      });
      for (const r of ranked) {
        const o = offered.get(r.id)!;
        rows.push({
          kind: "command",
          id: `cmd:${r.id}`,
          group: o.scoped ? "This page" : "Commands",
          command: o.command,
          reason: o.reason,
        });
      }
    }
    for (const loader of loaders) {
      const picker = loader.picker!;
      const min = page
        ? picker.minLength
        : parsed.scope === "all"
          ? Math.max(ALL_SCOPE_MIN, picker.minLength)
          : picker.minLength;
      if (parsed.query.trim().length < min && (page || parsed.scope !== "all")) {
        rows.push({
          kind: "hint",
          id: `hint:${loader.id}`,
          group: ENTITY_GROUPS[loader.id] ?? loader.title,
          text: picker.hint,
        });
      }
    }
    return rows;
  }, [page, parsed.scope, parsed.query, prepared, usage, offered, loaders]);

  // Entity and picker results: debounced, cancelled when the query moves on.
  const asyncKey = `${page?.id ?? ""}|${parsed.scope}|${parsed.query}`;
  useEffect(() => {
    const active = loaders.filter((l) => {
      const min = page
        ? l.picker!.minLength
        : parsed.scope === "all"
          ? Math.max(ALL_SCOPE_MIN, l.picker!.minLength)
          : l.picker!.minLength;
      return parsed.query.trim().length >= min;
    });
    if (active.length === 0) {
      setAsync({ key: asyncKey, rows: [], loading: false });
      return;
    }
    // No "loading" state update here: a key that differs from the answered one already means
    // loading, and one render less per keystroke keeps typing fast.
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const results = await Promise.all(
        active.map(async (loader) => {
          try {
            const items = await loader.picker!.load(parsed.query.trim(), ctx, abort.signal);
            return items.map(
              (item): Row => ({
                kind: "item",
                id: `item:${loader.id}:${item.id}`,
                group: page ? page.title : (ENTITY_GROUPS[loader.id] ?? loader.title),
                command: loader,
                item,
              }),
            );
          } catch {
            return [];
          }
        }),
      );
      if (!abort.signal.aborted) setAsync({ key: asyncKey, rows: results.flat(), loading: false });
    }, 120);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [asyncKey, loaders, ctx, page, parsed.query, parsed.scope]);

  const rows = useMemo(
    () => (async.key === asyncKey ? [...syncRows, ...async.rows] : syncRows),
    [syncRows, async, asyncKey],
  );
  const loading = async.key !== asyncKey || async.loading;

  // Selection goes back to the first row whenever the results change.
  const firstId = rows.find((r) => r.kind !== "hint" && !(r.kind === "command" && r.reason))?.id ?? "";
  useEffect(() => setSelected(firstId), [firstId]);

  const choose = (row: Row) => {
    const other = otherPane.current;
    otherPane.current = false;
    if (row.kind === "hint") return;
    if (row.kind === "command") {
      if (row.reason) return;
      if (row.command.picker) {
        setPages((p) => [...p, row.command]);
        setQuery("");
        return;
      }
      commandUi.closePalette();
      void host.run(row.command, undefined, { otherPane: other });
      return;
    }
    commandUi.closePalette();
    void host.run(row.command, row.item.value, { otherPane: other });
  };

  const groups: { name: string; rows: Row[] }[] = [];
  for (const row of rows) {
    const g = groups.find((x) => x.name === row.group);
    if (g) g.rows.push(row);
    else groups.push({ name: row.group, rows: [row] });
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click closes; Escape does too
    <div
      className="cmd-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && commandUi.closePalette()}
      data-testid="command-palette"
    >
      <Command
        label="Command palette"
        className="cmd-root"
        shouldFilter={false}
        value={selected}
        onValueChange={setSelected}
        loop
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            commandUi.closePalette();
          } else if (e.key === "Backspace" && query === "" && pages.length > 0) {
            e.preventDefault();
            setPages((p) => p.slice(0, -1));
          } else if (e.key === "Enter") {
            otherPane.current = e.ctrlKey || e.metaKey;
          }
        }}
      >
        <nav className="cmd-breadcrumb" aria-label="Palette pages">
          <span>Commands</span>
          {pages.map((p) => (
            <span key={p.id}> › {p.title}</span>
          ))}
        </nav>
        <Command.Input
          autoFocus
          ref={inputRef}
          onBlur={() => {
            // The palette is modal: a view that mounts late and autofocuses must not take the keys.
            requestAnimationFrame(() => {
              const input = inputRef.current;
              if (input?.isConnected && !input.closest(".cmd-root")?.contains(document.activeElement))
                input.focus();
            });
          }}
          value={query}
          onValueChange={setQuery}
          placeholder={
            page?.picker?.placeholder ??
            "Type a command, or # job, @ respondent, ! session, % client, > commands only"
          }
          className="cmd-input"
        />
        <Command.List className="cmd-list">
          {loading && loaders.length > 0 ? <Command.Loading>Searching…</Command.Loading> : null}
          {!loading && rows.length === 0 ? <Command.Empty>No results.</Command.Empty> : null}
          {groups.map((g) => (
            <Command.Group key={g.name} heading={g.name}>
              {g.rows.map((row) => (
                <PaletteRow key={row.id} row={row} mac={mac} onSelect={() => choose(row)} />
              ))}
            </Command.Group>
          ))}
        </Command.List>
        <footer className="cmd-footer">
          <span>
            <kbd>Enter</kbd> run · <kbd>{mac ? "⌘" : "Ctrl"}+Enter</kbd> open in other pane · <kbd>Esc</kbd>{" "}
            close · <kbd>Backspace</kbd> back
          </span>
        </footer>
      </Command>
    </div>
  );
}

function PaletteRow({ row, mac, onSelect }: { row: Row; mac: boolean; onSelect: () => void }) {
  if (row.kind === "hint") {
    return (
      <Command.Item value={row.id} disabled className="cmd-item cmd-hint">
        {row.text}
      </Command.Item>
    );
  }
  if (row.kind === "item") {
    return (
      <Command.Item value={row.id} onSelect={onSelect} className="cmd-item">
        <span className="cmd-title">{row.item.title}</span>
        {row.item.subtitle ? <span className="cmd-sub">{row.item.subtitle}</span> : null}
      </Command.Item>
    );
  }
  const keys = parseKeys(row.command.key);
  return (
    <Command.Item value={row.id} onSelect={onSelect} disabled={Boolean(row.reason)} className="cmd-item">
      <span className="cmd-title">{row.command.title}</span>
      {row.reason ? <span className="cmd-reason">{row.reason}</span> : null}
      <span className="cmd-keys">
        {keys.slice(0, 1).map((k) => (
          <kbd key={k}>{formatKey(k, mac)}</kbd>
        ))}
      </span>
    </Command.Item>
  );
}

import "./command.css";
import { Command } from "cmdk";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { availability, inScope } from "../../../commands/core/registry";
import type { AnyCommand } from "../../../commands/core/types";
import { isMac } from "../../lib/hotkeys";
import { commandUi, useCommandHost, useCommandUi } from "./command-ui";
import { PaletteBackdrop } from "./palette-backdrop";
import { groupRows, PaletteRow, type Row } from "./palette-row";
import { type Prepared, parseQuery, planRank, prepare, type RankInput, rank, type Scope } from "./rank";
import { PALETTE_PLACEHOLDER, typedAhead } from "./typed-ahead";
import { readUsage } from "./usage";

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
/** Entity and picker searches wait for a pause in typing this long. */
const DEBOUNCE_MS = 120;

/** A registry entry as ranked: its position lets every per-opening fact be an array lookup. */
type Ranked = RankInput & { index: number };
const registryCache = new WeakMap<
  readonly AnyCommand[],
  { prepared: Prepared<Ranked>[]; index: Map<string, number> }
>();
/** Lower-cased haystacks and positions by id, per registry array, computed once. */
function registryFor(commands: readonly AnyCommand[]) {
  let r = registryCache.get(commands);
  if (!r) {
    r = {
      prepared: prepare(
        commands.map((c, index) => ({ id: c.id, title: c.title, keywords: c.keywords, index })),
      ),
      index: new Map(commands.map((c, i) => [c.id, i])),
    };
    registryCache.set(commands, r);
  }
  return r;
}

export function CommandPalette() {
  const { palette } = useCommandUi();
  if (!palette.open) return null;
  return <PaletteBody key={palette.seq} startWith={palette.startWith} ahead={typedAhead.take(palette.seq)} />;
}

/**
 * Per keystroke the list renders once: ranking reads a plan made at opening, rows are memoised
 * objects, "loading" is derived (no effect sets state), and the selection is cmdk's own, which
 * goes back to the first selectable row whenever the query changes.
 */
function PaletteBody({
  startWith,
  ahead,
}: {
  startWith: string | null;
  /** Keys typed while the palette was loading; `enter`: run the top row at once. */
  ahead: { text: string; enter: boolean } | null;
}) {
  const host = useCommandHost();
  const ctx = useMemo(() => host.context(), [host]);
  const mac = isMac();
  const [query, setQuery] = useState(ahead?.text ?? "");
  const [pages, setPages] = useState<AnyCommand[]>(() => {
    const id = startWith?.startsWith("command:") ? startWith.slice(8) : null;
    const cmd = id ? host.commands.find((c) => c.id === id) : undefined;
    return cmd ? [cmd] : [];
  });
  const [async, setAsync] = useState<{ key: string; rows: Row[] }>({ key: "", rows: [] });
  const otherPane = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const page = pages[pages.length - 1];
  const { prepared, index } = registryFor(host.commands);

  // Once per opening: availability (`when`/`enabled`) by position (undefined: hidden, null: can
  // run, text: why not), the ranking plan (use, focus boost), and a cache of row objects, so
  // that a keystroke only ranks and memoised rows are reused.
  const { reasons, scoped, plan, rowCache } = useMemo(() => {
    const reasons = new Array<string | null | undefined>(host.commands.length);
    const scoped = new Uint8Array(host.commands.length);
    host.commands.forEach((command, i) => {
      const a = availability(command, ctx);
      if (a.state === "hidden") return;
      reasons[i] = a.state === "disabled" ? a.reason : null;
      scoped[i] = inScope(command, ctx) ? 1 : 0;
    });
    const plan = planRank(prepared, {
      usage: readUsage(ctx.user.id),
      include: (_, i) => reasons[i] !== undefined,
      boost: (_, i) => (scoped[i] === 1 ? 60 : 0),
    });
    return { reasons, scoped, plan, rowCache: new Map<string, Row>() };
  }, [host.commands, ctx, prepared]);

  const parsed = page ? { scope: "all" as Scope, query } : parseQuery(query);
  const loaders = useMemo((): AnyCommand[] => {
    if (page) return page.picker ? [page] : [];
    if (parsed.scope === "commands") return [];
    const ids = parsed.scope === "all" ? Object.values(ENTITY_COMMANDS) : [ENTITY_COMMANDS[parsed.scope]];
    return ids
      .map((id) => {
        const i = index.get(id);
        return i !== undefined && reasons[i] === null ? host.commands[i] : undefined;
      })
      .filter((c): c is AnyCommand => Boolean(c?.picker));
  }, [page, parsed.scope, index, reasons, host.commands]);
  const minLength = useCallback(
    (loader: AnyCommand) => {
      const min = loader.picker!.minLength;
      return !page && parsed.scope === "all" ? Math.max(ALL_SCOPE_MIN, min) : min;
    },
    [page, parsed.scope],
  );
  const trimmed = parsed.query.trim();
  const active = useMemo(
    () => loaders.filter((l) => trimmed.length >= minLength(l)),
    [loaders, trimmed, minLength],
  );

  const syncRows = useMemo((): Row[] => {
    const rows: Row[] = [];
    if (!page && (parsed.scope === "all" || parsed.scope === "commands")) {
      for (const { id, index: i } of rank(prepared, parsed.query, { plan, limit: 40 })) {
        let row = rowCache.get(id);
        if (!row) {
          const group = scoped[i] === 1 ? "This page" : "Commands";
          row = {
            kind: "command",
            id: `cmd:${id}`,
            group,
            command: host.commands[i]!,
            reason: reasons[i] ?? null,
          };
          rowCache.set(id, row);
        }
        rows.push(row);
      }
    }
    for (const loader of loaders) {
      if (trimmed.length < minLength(loader) && (page || parsed.scope !== "all")) {
        const id = `hint:${loader.id}`;
        let row = rowCache.get(id);
        if (!row) {
          const group = ENTITY_GROUPS[loader.id] ?? loader.title;
          row = { kind: "hint", id, group, text: loader.picker!.hint };
          rowCache.set(id, row);
        }
        rows.push(row);
      }
    }
    return rows;
  }, [
    page,
    parsed.scope,
    parsed.query,
    trimmed,
    prepared,
    plan,
    reasons,
    scoped,
    rowCache,
    host.commands,
    loaders,
    minLength,
  ]);

  // Entity and picker results: debounced, cancelled when the query moves on. The effect sets state
  // only when results arrive; a key that differs from the answered one means "loading".
  const asyncKey = active.length > 0 ? `${page?.id ?? ""}|${parsed.scope}|${trimmed}` : "";
  useEffect(() => {
    if (active.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(async () => {
      const results = await Promise.all(
        active.map(async (loader) => {
          try {
            const items = await loader.picker!.load(trimmed, ctx, abort.signal);
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
      if (!abort.signal.aborted) setAsync({ key: asyncKey, rows: results.flat() });
    }, DEBOUNCE_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [asyncKey, active, ctx, page, trimmed]);

  const answered = asyncKey !== "" && async.key === asyncKey;
  const loading = asyncKey !== "" && !answered;
  const rows = useMemo(
    () => (answered ? [...syncRows, ...async.rows] : syncRows),
    [answered, syncRows, async],
  );
  const groups = useMemo(() => groupRows(rows), [rows]);

  // Stable (host and setters only), so memoised rows are not re-rendered for a new callback.
  const choose = useCallback(
    (row: Row) => {
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
    },
    [host],
  );

  // Enter pressed while loading: choose what Enter would have chosen, the first row that can run
  // (commands rank synchronously, so they are there on the first render).
  const enterOnMount = useRef(ahead?.enter ?? false);
  useEffect(() => {
    if (!enterOnMount.current) return;
    enterOnMount.current = false;
    const first = groups
      .flatMap((g) => g.rows)
      .find((r) => r.kind !== "hint" && !(r.kind === "command" && r.reason));
    if (first) choose(first);
  }, [groups, choose]);

  return (
    <PaletteBackdrop>
      <Command
        label="Command palette"
        className="cmd-root"
        shouldFilter={false}
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
        {/* The root is 'All': the first group below is already headed 'Commands' (minor 17). */}
        <nav className="cmd-breadcrumb" aria-label="Palette pages">
          <span>All</span>
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
          placeholder={page?.picker?.placeholder ?? PALETTE_PLACEHOLDER}
          className="cmd-input"
        />
        {/* data-results-for: which query the rows answer (the palette bench waits for it). */}
        <Command.List className="cmd-list" data-results-for={query}>
          {loading ? <Command.Loading>Searching…</Command.Loading> : null}
          {!loading && rows.length === 0 ? <Command.Empty>No results.</Command.Empty> : null}
          {groups.map((g) => (
            <Command.Group key={g.name} heading={g.name}>
              {g.rows.map((row) => (
                <PaletteRow key={row.id} row={row} mac={mac} onChoose={choose} />
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
    </PaletteBackdrop>
  );
}

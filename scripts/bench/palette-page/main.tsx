import { Command } from "cmdk";
import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { ALL_COMMANDS } from "../../../commands/all-commands";
import { fakeContext } from "../../../commands/core/fake-context";
import { type AnyCommand, defineCommand } from "../../../commands/core/types";
import { CommandHost } from "../../../src/components/command/command-host";

/**
 * The palette bench page: 10,000 items (every registry command plus synthetic entity results).
 * ?mode=ours renders our CommandPalette (own ranking, shouldFilter=false); ?mode=builtin renders
 * the same items in cmdk with its built-in filtering, the way cmdk is used out of the box.
 */
const TOTAL = 10_000;
const words = [
  "Beverage",
  "Banking",
  "Retail",
  "Health",
  "Travel",
  "Insurance",
  "Energy",
  "Telco",
  "Grocery",
  "Auto",
];
const kinds = ["study", "focus group", "online survey", "interviews", "diary"];
const entities: AnyCommand[] = Array.from({ length: TOTAL - ALL_COMMANDS.length }, (_, i) => {
  const number = `J2026-${String(i + 1).padStart(5, "0")}`;
  const title = `Open ${number} - ${words[i % words.length]} ${kinds[i % kinds.length]} ${Math.floor(i / 50)}`;
  return defineCommand({
    id: `bench.${i}`,
    title,
    category: "Jobs",
    keywords: ["job", number],
    run: () => {},
  });
});
const items: AnyCommand[] = [...ALL_COMMANDS, ...entities];

const rights = new Set(["JOB", "CLI", "RES"]);
const buildContext = () => fakeContext({ user: { id: "bench", name: "Bench", rights, flags: {} } }).ctx;

/** Ctrl+K is bound by the CommandHost itself (help.openPalette), as in the app. */
function Ours() {
  return (
    <CommandHost commands={items} buildContext={buildContext} userId="bench" onError={() => {}}>
      <p>ours</p>
    </CommandHost>
  );
}

function BuiltIn() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setOpen(true);
      } else if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  if (!open) return <p>builtin</p>;
  return (
    <div data-testid="command-palette">
      <Command label="Command palette">
        <Command.Input autoFocus placeholder="Type a command" />
        <Command.List style={{ maxHeight: "55vh", overflow: "auto" }}>
          <Command.Empty>No results.</Command.Empty>
          {items.map((c) => (
            <Command.Item key={c.id} value={c.id} keywords={[c.title, ...(c.keywords ?? [])]}>
              {c.title}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
    </div>
  );
}

const mode = new URLSearchParams(location.search).get("mode");
const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode>{mode === "builtin" ? <BuiltIn /> : <Ours />}</StrictMode>);

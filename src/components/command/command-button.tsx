import type { ReactNode } from "react";
import { availability, formatKey, parseKeys } from "../../../commands/core/registry";
import { isMac } from "../../lib/hotkeys";
import { commandUi, useCommandHost } from "./command-ui";

/**
 * A button for a registry command: feature components render `<CommandButton id="jobs.close"/>`
 * instead of writing their own onClick. Hidden when the command is not offered; disabled with
 * the reason as its tooltip when it cannot run.
 */
export function CommandButton({
  id,
  args,
  children,
  className = "btn btn-secondary",
  label,
}: {
  id: string;
  /** The command's argument (a row action passes its row); without it a picker command asks. */
  args?: unknown;
  children?: ReactNode;
  className?: string;
  /** An accessible name when the visible text is not enough ("Remove Ann"). */
  label?: string;
}) {
  const host = useCommandHost();
  const command = host.commands.find((c) => c.id === id);
  if (!command) return null;
  const state = availability(command, host.context());
  if (state.state === "hidden") return null;
  const key = parseKeys(command.key)[0];
  const hint = key ? ` (${formatKey(key, isMac())})` : "";
  return (
    <button
      type="button"
      className={className}
      disabled={state.state === "disabled"}
      aria-label={label}
      title={state.state === "disabled" ? state.reason : `${command.title}${hint}`}
      onClick={(e) => {
        if (args !== undefined) void host.run(command, args, { otherPane: e.ctrlKey || e.metaKey });
        else if (command.picker) commandUi.openPalette(`command:${command.id}`);
        else void host.run(command, undefined, { otherPane: e.ctrlKey || e.metaKey });
      }}
    >
      {children ?? command.title}
    </button>
  );
}

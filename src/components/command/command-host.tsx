// The staff menu and shortcut overlay use these styles too, so they load with the shell, not the palette.
import "./command.css";
import { type ReactNode, useEffect, useMemo } from "react";
import { availability, parseKeys } from "../../../commands/core/registry";
import type { AnyCommand, CommandContext } from "../../../commands/core/types";
import { markFocus } from "../../lib/focus-return";
import { bindKeys } from "../../lib/hotkeys";
import { type CommandHostValue, commandUi, HostContext } from "./command-ui";
import { LazyCommandPalette } from "./lazy-palette";
import { PromptHost, promptHost } from "./prompt-host";
import { ShortcutsOverlay } from "./shortcuts-overlay";
import { recordUse } from "./usage";

export interface CommandHostProps {
  commands: readonly AnyCommand[];
  /** Builds the context; the host adds prompt/confirm/showShortcuts. */
  buildContext(
    base: Pick<CommandContext, "prompt" | "confirm" | "showShortcuts" | "otherPane">,
  ): CommandContext;
  userId: string;
  onError(title: string, text: string): void;
  children: ReactNode;
}

/**
 * Provides the registry to the UI and binds every command's key through the one dispatcher.
 * A key whose command has a picker opens the palette on that picker's page.
 */
export function CommandHost({ commands, buildContext, userId, onError, children }: CommandHostProps) {
  const value = useMemo<CommandHostValue>(() => {
    const context = (extra: { otherPane?: boolean } = {}) =>
      buildContext({
        prompt: promptHost.prompt,
        confirm: promptHost.confirm,
        showShortcuts: commandUi.showOverlay,
        otherPane: extra.otherPane ?? false,
      });
    return {
      commands,
      context,
      async run(command, args, options = {}) {
        recordUse(userId, command.id);
        // Focus goes back to the row or field the command acted on, unless the command moved it
        // on purpose (decision 180): one place for palette, keys, buttons and their dialogs.
        const back = commandUi.takeClosedFocus() ?? markFocus();
        try {
          await command.run(context(options), args);
        } catch (error) {
          onError("Error!", error instanceof Error ? error.message : String(error));
        } finally {
          back.restore();
        }
      },
    };
  }, [commands, buildContext, userId, onError]);

  useEffect(() => {
    const bindings = commands.flatMap((command) =>
      parseKeys(command.key).map((combo) => ({
        combo,
        inInputs: Boolean(command.keyInInputs),
        handler: () => {
          if (command.id === "help.openPalette") return commandUi.togglePalette();
          const state = availability(command, value.context());
          if (state.state === "hidden") return;
          if (state.state === "disabled") return onError(command.title, state.reason);
          if (command.picker) return commandUi.openPalette(`command:${command.id}`);
          void value.run(command, undefined);
        },
      })),
    );
    return bindKeys(bindings);
  }, [commands, value, onError]);

  return (
    <HostContext.Provider value={value}>
      {children}
      <LazyCommandPalette />
      <ShortcutsOverlay />
      <PromptHost />
    </HostContext.Provider>
  );
}

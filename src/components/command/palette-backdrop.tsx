import type { ReactNode } from "react";
import { commandUi } from "./command-ui";

/** The palette's modal backdrop, shared by the loading frame and the palette: a click outside closes. */
export function PaletteBackdrop({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click closes; Escape does too
    <div
      className="cmd-backdrop"
      onMouseDown={(e) => e.target === e.currentTarget && commandUi.closePalette()}
      data-testid="command-palette"
    >
      {children}
    </div>
  );
}

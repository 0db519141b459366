import { defineCommand } from "../core/types";

/** Declared so the overlay lists it; the palette host binds the key itself (it must work everywhere). */
export const openPalette = defineCommand({
  id: "help.openPalette",
  title: "Command palette",
  category: "Help",
  keywords: ["commands", "search", "find"],
  key: "Mod+K",
  keyInInputs: true,
  when: () => false,
  run: () => {},
});

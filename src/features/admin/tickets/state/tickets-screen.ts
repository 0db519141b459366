import { atom, store, useAtomValue } from "../../../../lib/store";

/** The tickets list reloads on this counter after a change made by a command. */
const version = atom(0);

export const ticketsScreen = {
  changed: () => store.set(version, store.get(version) + 1),
};

export const useTicketsVersion = () => useAtomValue(version);

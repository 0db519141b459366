import { atom, store, useAtomValue } from "../../../../lib/store";
import { setTabSelection, useTabSelections } from "../../../../workspace/selection";

/**
 * The meetings screen (decision 255): upcoming or past, which meeting is open below the list
 * (0: a new one), and a counter the list reloads on. Commands read and change it.
 */
interface MeetingScreen {
  period: "upcoming" | "past";
  openId: number | null;
  /** The open meeting's title, for confirmations. */
  openTitle: string;
  version: number;
}

const screen = atom<MeetingScreen>({ period: "upcoming", openId: null, openTitle: "", version: 0 });
const patch = (next: Partial<MeetingScreen>) => store.set(screen, { ...store.get(screen), ...next });

export const meetingScreen = {
  openId: () => store.get(screen).openId,
  openTitle: () => store.get(screen).openTitle,
  open: (id: number | null, title = "") => patch({ openId: id, openTitle: title }),
  setPeriod: (period: MeetingScreen["period"]) => patch({ period }),
  /** The meetings selected in the tab at `path`. */
  setSelected: setTabSelection,
  changed: () => patch({ version: store.get(screen).version + 1 }),
};

export const useMeetingScreen = () => useAtomValue(screen);
export const useSelections = useTabSelections;

import type { LoginAuditRow } from "../../../../../server/contracts/admin/login-audit";
import { atom, store, useAtomValue } from "../../../../lib/store";

/** The login audit screen: the row last selected (what "End all sessions" acts on). */
const selected = atom<LoginAuditRow | null>(null);

export const auditScreen = {
  selected: () => store.get(selected),
  select: (row: LoginAuditRow | null) => store.set(selected, row),
};

export const useAuditSelection = () => useAtomValue(selected);

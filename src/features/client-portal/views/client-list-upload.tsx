import { useCallback, useState } from "react";
import { PrivateListUpload } from "../../../components/list-import/private-list-upload";
import { queryClient } from "../../../lib/query-client";
import { type ClientList, myListsKey } from "../api/private-list-api";

/**
 * A client's upload into one of its company's lists (POST private-list/upload; decision 218): it
 * picks the list, then the shared import flow reads the file; the report shows counts and the
 * problems of its own file only. Once imported, the lists' counts and last report load again.
 */
export function ClientListUpload({ lists }: { lists: ClientList[] }) {
  const [listId, setListId] = useState(lists[0]?.id ?? 0);
  const done = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: myListsKey });
  }, []);
  const chosen = lists.some((l) => l.id === listId) ? listId : (lists[0]?.id ?? 0);
  return (
    <section className="cpl-upload" aria-labelledby="cpl-upload-title">
      <h2 id="cpl-upload-title">Upload a list file</h2>
      <label className="cpl-upload-list">
        <span>Into the list</span>
        <select value={chosen} onChange={(e) => setListId(Number(e.currentTarget.value))}>
          {lists.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      {chosen ? <PrivateListUpload key={chosen} listId={chosen} asClient onDone={done} /> : null}
    </section>
  );
}

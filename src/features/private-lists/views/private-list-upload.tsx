import { useCallback } from "react";
import { PrivateListUpload } from "../../../components/list-import/private-list-upload";
import { queryClient } from "../../../lib/query-client";
import { listKeys } from "../api/private-lists-api";
import { listScreen, useListScreen } from "../state/screen-state";

/**
 * The open list's file upload (command "Upload a list file…", decision 218): the shared import
 * flow; once the import is done the list's record (member count) and both tables load again.
 */
export function ListUpload({ id }: { id: number }) {
  const { uploading } = useListScreen();
  const done = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: listKeys.one(id) });
    listScreen.changed();
  }, [id]);
  if (!uploading) return null;
  return (
    <section className="screen-body" aria-labelledby="private-list-upload-title">
      <h2 id="private-list-upload-title">Upload a list file</h2>
      <PrivateListUpload listId={id} asClient={false} onDone={done} />
    </section>
  );
}

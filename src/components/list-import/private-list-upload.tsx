import { callApi } from "../../lib/call-api";
import { calls } from "./list-import-api";
import { ListImportFlow } from "./list-import-flow";

/**
 * A file's people into a private list (item 5, decision 218): staff through
 * POST /api/respondentlist/upload (PrivateListAdmin), a client contact through
 * POST /api/private-list/upload (its own company's list, allowPrivateList). The same upload → map
 * → report → import flow as the panel import; a client's report shows counts and its own file's
 * problems only.
 */
export function PrivateListUpload({
  listId,
  asClient,
  onDone,
}: {
  listId: number;
  asClient: boolean;
  onDone?: () => void;
}) {
  const upload = (file: File) =>
    asClient
      ? callApi(calls.uploadPrivateList, { listId }, { files: [file] })
      : callApi(calls.uploadRespondentList, { listId }, { files: [file] });
  return (
    <ListImportFlow
      flowKey={`${asClient ? "client" : "staff"}-list-${listId}`}
      upload={upload}
      startFrom={asClient ? "sample" : "template"}
      {...(onDone ? { onDone } : {})}
    />
  );
}

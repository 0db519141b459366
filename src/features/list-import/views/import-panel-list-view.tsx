import { calls } from "../../../components/list-import/list-import-api";
import { ListImportFlow } from "../../../components/list-import/list-import-flow";
import { callApi } from "../../../lib/call-api";

const uploadPanelList = (file: File) => callApi(calls.uploadPanelList, {}, { files: [file] });

/** admin/importpanellist: a list into the panel (ImportListAdmin; the IsimportlistAllowed flag). */
export default function ImportPanelListView() {
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Import Panel List</h1>
      </header>
      <div className="screen-body">
        <ListImportFlow flowKey="panel" upload={uploadPanelList} />
      </div>
    </section>
  );
}

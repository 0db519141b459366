import type { FieldValues } from "react-hook-form";
import { type Sender, senderSaveSchema } from "../../../../server/contracts/messaging/templates";
import { CommandButton } from "../../../components/command/command-button";
import { col } from "../../../components/ui/record-columns";
import { type FieldSpec, formDefaults } from "../../../components/ui/record-form";
import { RecordPanel } from "../../../components/ui/record-panel";
import { announceSave } from "../../../lib/announce";
import { callApi } from "../../../lib/call-api";
import { calls, messagingKeys, useSenders } from "../api/messaging-api";
import { messagingScreens, useEditorRequest } from "../state/screen-state";

const FIELDS: FieldSpec[] = [
  { name: "name", label: "Name", maxLength: 120 },
  { name: "fromAddress", label: "From address", inputType: "email" },
  { name: "replyTo", label: "Reply-to address", inputType: "email" },
];
const COLUMNS = [col("name", "Name"), col("fromAddress", "From address"), col("replyTo", "Reply-to")];

/** `emailsender`: the From identities e-mails go out with (EmailSenderAdmin). */
export default function EmailSenderView() {
  const list = useSenders();
  const openBlank = useEditorRequest("email-sender", 0);
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Email Sender</h1>
      </header>
      <div className="screen-body">
        <RecordPanel<Sender>
          title="Email Senders"
          rows={list.data}
          error={list.error ? list.error.message : null}
          columns={COLUMNS as never}
          rowKey={(r) => r.id}
          openBlank={openBlank}
          onBlankOpened={messagingScreens.editorOpened}
          onSelectionChange={(rows) => messagingScreens.setSelection("/emailsender", rows)}
          actions={
            <>
              <CommandButton id="messaging.newSender" className="btn btn-primary" />
              <CommandButton id="messaging.deleteSenders" />
            </>
          }
          editor={{
            schema: senderSaveSchema,
            fields: FIELDS,
            blank: () => formDefaults(FIELDS, null, { id: 0, name: "", fromAddress: "", replyTo: "" }),
            fromRow: (row) => formDefaults(FIELDS, row, { id: row.id, replyTo: row.replyTo ?? "" }),
            save: async (values: FieldValues, row) =>
              announceSave(
                await callApi(
                  calls.saveSender,
                  {
                    id: row?.id ?? 0,
                    name: String(values.name ?? ""),
                    fromAddress: String(values.fromAddress ?? ""),
                    replyTo: String(values.replyTo ?? ""),
                  },
                  { refresh: [messagingKeys.senders] },
                ),
              ),
          }}
        />
      </div>
    </section>
  );
}

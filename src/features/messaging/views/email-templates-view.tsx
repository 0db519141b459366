import { useEffect, useState } from "react";
import { CommandButton } from "../../../components/command/command-button";
import { RecordPanel } from "../../../components/ui/record-panel";
import { formatDate } from "../../../lib/format";
import { type Template, useTemplates } from "../api/messaging-api";
import { TemplateEditor } from "../components/template-editor";
import { kindLabel } from "../model/template-form";
import { messagingScreens, useEditorRequest } from "../state/screen-state";

/** `emailtemplates`: the e-mail and SMS templates (EmailTemplateAdmin); Enter opens one. */
export default function EmailTemplatesView() {
  const list = useTemplates();
  const [editing, setEditing] = useState<{ template: Template | null; seq: number } | null>(null);
  const blankRequest = useEditorRequest("email-template", 0);
  useEffect(() => {
    if (!blankRequest) return;
    setEditing({ template: null, seq: blankRequest });
    messagingScreens.editorOpened();
  }, [blankRequest]);
  return (
    <section className="screen">
      <header className="screen-head">
        <h1>Email &amp; SMS Templates</h1>
      </header>
      <div className="screen-body">
        <RecordPanel<Template>
          title="Templates"
          rows={list.data}
          error={list.error ? list.error.message : null}
          rowKey={(t) => t.id}
          columns={[
            { key: "name", header: "Name" },
            { key: "kind", header: "Used for", render: (t) => kindLabel(t.kind) },
            { key: "subject", header: "Subject" },
            { key: "updatedAt", header: "Updated", render: (t) => formatDate(t.updatedAt) },
          ]}
          onOpen={(t) => setEditing({ template: t, seq: Date.now() })}
          onSelectionChange={(rows) => messagingScreens.setSelection("/emailtemplates", rows)}
          actions={
            <>
              <CommandButton id="messaging.newTemplate" className="btn btn-primary" />
              <CommandButton id="messaging.deleteTemplates" />
            </>
          }
        />
        {editing ? (
          <TemplateEditor
            key={`${editing.template?.id ?? "new"}-${editing.seq}`}
            template={editing.template}
            onSaved={(t) => setEditing({ template: t, seq: Date.now() })}
          />
        ) : (
          <p className="ws-note">Press Enter on a template to edit it, or Alt+N for a new one.</p>
        )}
      </div>
    </section>
  );
}

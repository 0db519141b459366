import "./private-list-page.css";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatDate } from "../../../lib/format";
import { type ClientList, downloadSample, useMyPrivateLists } from "../api/private-list-api";
import { ClientListUpload } from "./client-list-upload";
import { ClientPortalPage } from "./client-portal-page";

const count = (n: number) => n.toLocaleString("en-AU");

/** A match report's counts as the client reads them ("valid 120 · duplicate 3"). */
const matchText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([outcome, n]) => `${outcome.replace(/-/g, " ")} ${count(n)}`)
    .join(" · ");

function ListCard({ list }: { list: ClientList }) {
  return (
    <li className="cpl-list" aria-labelledby={`cpl-${list.id}`}>
      <h2 id={`cpl-${list.id}`}>{list.name}</h2>
      {list.description ? <p>{list.description}</p> : null}
      <dl className="cpl-facts">
        <div>
          <dt>Created</dt>
          <dd>{formatDate(list.createdAt)}</dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd data-testid={`cpl-members-${list.id}`}>{count(list.memberCount)}</dd>
        </div>
        <div>
          <dt>Last match report</dt>
          <dd>
            {list.lastMatch
              ? `${formatDate(list.lastMatch.at)}: ${matchText(list.lastMatch.counts)}`
              : "No upload yet"}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * cliprivatelist (product §2.3; decision 220): the company's private lists as names, dates and
 * counts, never the people on them; shown only when the client record allows private lists.
 */
export default function PrivateListPage() {
  const lists = useMyPrivateLists();
  const [note, setNote] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = lists.data ?? [];
  return (
    <ClientPortalPage title="Private List">
      <p>
        Your company's lists of people for research. Here you see each list's size and its last match report;
        the people's details stay with the agency.
      </p>
      <div className="cpl-actions">
        <Button
          variant="secondary"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            const outcome = await downloadSample();
            setBusy(false);
            setNote(
              outcome.ok
                ? { tone: "success", text: `Saved as ${outcome.fileName}.` }
                : { tone: "error", text: outcome.message },
            );
          }}
        >
          Download sample list file
        </Button>
      </div>
      {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
      {rows.length > 0 ? <ClientListUpload lists={rows} /> : null}
      {lists.error ? (
        <Alert tone="error">{lists.error.message}</Alert>
      ) : lists.isPending ? (
        <p>
          <Spinner label="Loading your private lists" /> <span aria-hidden="true">Loading…</span>
        </p>
      ) : rows.length === 0 ? (
        <p>Your company has no private lists yet.</p>
      ) : (
        <ul className="cpl-lists" aria-label="Private lists">
          {rows.map((l) => (
            <ListCard key={l.id} list={l} />
          ))}
        </ul>
      )}
    </ClientPortalPage>
  );
}

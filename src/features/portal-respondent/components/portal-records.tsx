import { type ReactNode, useEffect } from "react";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { navigate } from "../../../lib/navigation";
import { useMyId } from "../api/portal-api";
import { ownListPath } from "../model/portal-lists";

/**
 * The id the list pages load: always the signed-in respondent's own. Another id in the address
 * is replaced by theirs (decision 098), so the page never asks for a record the server refuses.
 */
export function useOwnListId(base: string, idInPath: string | undefined): number | null {
  const myId = useMyId();
  const target = ownListPath(base, idInPath, myId);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target]);
  return target ? null : myId;
}

/** Loading, error and empty states shared by the list pages; the list itself otherwise. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  what,
  children,
}: {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: ReactNode;
  /** "your payments": completes 'Loading your payments'. */
  what: string;
  children: ReactNode;
}) {
  if (error) return <Alert tone="error">{error.message}</Alert>;
  if (loading)
    return (
      <p className="portal-loading">
        <Spinner label={`Loading ${what}`} /> <span aria-hidden="true">Loading…</span>
      </p>
    );
  if (empty) return <p className="portal-empty">{emptyText}</p>;
  return <>{children}</>;
}

/** One record as a card: a heading and label/value pairs, readable at 375 px. */
export function RecordCard({
  id,
  title,
  fields,
  children,
}: {
  id: string;
  title: string;
  fields: [label: string, value: ReactNode][];
  children?: ReactNode;
}) {
  return (
    <li className="portal-record">
      <h2 id={`${id}-title`} className="portal-record-title">
        {title}
      </h2>
      <dl className="portal-record-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}

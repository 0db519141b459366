import { useState } from "react";
import { Link, useLocation } from "wouter";
import { ConfirmDialog } from "./modal";

export interface RecordTabNavProps<S extends string> {
  /** Names the nav for screen readers ("Client sections"). */
  label: string;
  tabs: readonly { slug: S; title: string }[];
  current: S;
  /** The URL of a tab: the selected tab is part of the record's route. */
  pathOf: (slug: S) => string;
  /** The shown tab holds unsaved changes: leaving it asks first. */
  dirty: boolean;
  /** The user chose to leave without saving: the screen forgets its unsaved mark. */
  onDiscard: () => void;
}

/** The section tabs of a record screen (client, job, session) as links in the URL. */
export function RecordTabNav<S extends string>({
  label,
  tabs,
  current,
  pathOf,
  dirty,
  onDiscard,
}: RecordTabNavProps<S>) {
  const [, setLocation] = useLocation();
  const [leaving, setLeaving] = useState<string | null>(null);
  return (
    <>
      <nav className="screen-tabs" aria-label={label}>
        {tabs.map((t) => (
          <Link
            key={t.slug}
            href={pathOf(t.slug)}
            aria-current={t.slug === current ? "page" : undefined}
            className={t.slug === current ? "screen-tab screen-tab-active" : "screen-tab"}
            onClick={(e) => {
              // A changed details form asks before another tab replaces it.
              if (dirty && t.slug !== current) {
                e.preventDefault();
                setLeaving(pathOf(t.slug));
              }
            }}
          >
            {t.title}
          </Link>
        ))}
      </nav>
      <ConfirmDialog
        open={leaving !== null}
        title="Are you sure?"
        text="Your changes are not saved. Leave this tab without saving?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          const to = leaving;
          setLeaving(null);
          onDiscard();
          if (to) setLocation(to);
        }}
        onCancel={() => setLeaving(null)}
      />
    </>
  );
}

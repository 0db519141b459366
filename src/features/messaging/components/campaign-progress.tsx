import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { CommandButton } from "../../../components/command/command-button";
import { readQuery } from "../../../lib/read-query";
import { calls, messagingKeys } from "../api/messaging-api";
import type { WatchedCampaign } from "../state/screen-state";

const SEGMENTS = [
  { key: "sent", label: "Sent", color: "#2e7d32" },
  { key: "failed", label: "Failed", color: "#c62828" },
  { key: "unknown", label: "Unknown", color: "#f9a825" },
  { key: "skipped", label: "Skipped (opted out)", color: "#757575" },
  { key: "cancelled", label: "Cancelled", color: "#9e9e9e" },
] as const;

/** A campaign's live progress (queued, sent, failed, unknown), polled until every message settled. */
export function CampaignProgress({ campaign }: { campaign: WatchedCampaign }) {
  const progress = useQuery({
    ...readQuery(
      messagingKeys.campaign(campaign.id),
      calls.campaign,
      { campaignId: campaign.id },
      {
        what: "the progress",
      },
    ),
    refetchInterval: (q) =>
      q.state.data && (q.state.data.status === "sent" || q.state.data.status === "cancelled") ? false : 1000,
  });
  const p = progress.data;
  // The progress appears below the send form: bring it into view once, so the sender sees it run.
  const section = useRef<HTMLElement>(null);
  const shown = Boolean(p);
  useEffect(() => {
    if (shown) section.current?.scrollIntoView?.({ block: "nearest" });
  }, [shown]);
  if (!p)
    return <p className="ws-note">{progress.error ? progress.error.message : "Loading the progress…"}</p>;
  const total = Math.max(p.total, 1);
  const waiting = p.queued + p.sending;
  const done = p.status === "sent" || p.status === "cancelled";
  return (
    <section ref={section} className="campaign-progress" aria-label="Campaign progress">
      <h2>
        Campaign #{p.campaignId}: {done ? (p.status === "sent" ? "finished" : "cancelled") : "sending"}
      </h2>
      <div
        className="progress-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.total - waiting}
        aria-label={`${p.total - waiting} of ${p.total} settled`}
        style={{ display: "flex", height: 16, background: "#e0e0e0", borderRadius: 4, overflow: "hidden" }}
      >
        {SEGMENTS.map((s) => (
          <span key={s.key} style={{ width: `${(p[s.key] / total) * 100}%`, background: s.color }} />
        ))}
      </div>
      <p data-testid="campaign-counts">
        Queued {waiting} · {SEGMENTS.map((s) => `${s.label} ${p[s.key]}`).join(" · ")} · Total {p.total}
      </p>
      {p.channel === "sms" ? (
        <p data-testid="delivery-reports">
          Delivery reports: delivered {p.delivered} · not delivered {p.undelivered} · waiting{" "}
          {Math.max(p.sent - p.delivered - p.undelivered, 0)}
        </p>
      ) : null}
      <div className="record-actions">
        {done ? null : <CommandButton id="messaging.cancelCampaign" />}
        {p.failed + p.unknown > 0 ? <CommandButton id="messaging.retryFailed" /> : null}
      </div>
    </section>
  );
}

import { sql } from "drizzle-orm";
import type { Db } from "../client";

/** One row of the timeline union (snake_case as SQL answers it). */
export interface HistoryDbRow {
  source: "event" | "answers" | "payment";
  id: number;
  kind: string;
  status: string | null;
  at: Date | string;
  job_id: number | null;
  job_number: string | null;
  job_name: string | null;
  session_id: number | null;
  session_name: string | null;
  survey_id: number | null;
  survey_title: string | null;
  survey_kind: string | null;
  amount: string | null;
}

/** The member's events, survey responses and payments, newest first: one page and the total. */
export async function historyPage(db: Db, respondentId: number, offset: number, limit: number) {
  const union = sql`
    select 'event' as source, e.id, e.kind, e.status, e.at, e.job_id, e.job_group_id,
           null::int as survey_id, e.incentive::text as amount
      from respondent_events e where e.respondent_id = ${respondentId}
    union all
    select 'answers', r.id, 'Answers', r.status, coalesce(r.finished_at, r.started_at), r.job_id,
           r.job_group_id, r.survey_id, null
      from survey_responses r where r.respondent_id = ${respondentId}
    union all
    select 'payment', p.id, 'Payment', p.status, p.paid_at, ev.job_id, ev.job_group_id, null,
           p.amount::text
      from respondent_payments p left join respondent_events ev on ev.id = p.event_id
     where p.respondent_id = ${respondentId}`;
  const page = (await db.execute(sql`
    select h.source, h.id, h.kind, h.status, h.at, h.job_id, j.job_number, j.name as job_name,
           h.job_group_id as session_id, g.name as session_name, h.survey_id, s.title as survey_title,
           s.kind as survey_kind, h.amount
      from (${union}) h
      left join jobs j on j.id = h.job_id
      left join job_groups g on g.id = h.job_group_id
      left join surveys s on s.id = h.survey_id
     order by h.at desc, h.source, h.id desc
     limit ${limit} offset ${offset}`)) as unknown as { rows: HistoryDbRow[] };
  const count = (await db.execute(sql`select count(*)::int as total from (${union}) h`)) as unknown as {
    rows: { total: number }[];
  };
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

import { sql } from 'drizzle-orm';
import type { TJobClient } from '#contracts/missions';
import type { Db } from '#server/db/index';

type FactsRow = {
  member_since: Date | string;
  missions_published: number;
  received: number;
  answered: number;
  closed: number;
  filled_here: number;
  opened_in_time: number;
  open_window_over: number;
  median_seconds_to_open: number | string | null;
};

/**
 * What the mission page tells about a client before anyone pays, computed from their history:
 * member since, missions published (drafts excluded), the share of received applications
 * answered (accepted or refused; shortlisting is not an answer) and the share of closed missions
 * that hired on CM Connect, whatever their last closing said, and how often and how fast they open
 * the applications made under the fee-back promise (ADR 0054; null when nothing to count).
 */
export async function clientFacts(db: Db, clientId: string): Promise<TJobClient['facts']> {
  const result = await db.execute(sql`
    SELECT p.created_at AS member_since,
      (SELECT count(*)::int FROM jobs j WHERE j.client_id = p.id AND j.status <> 'draft') AS missions_published,
      (SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.client_id = p.id) AS received,
      (SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.client_id = p.id AND a.status IN ('accepted', 'rejected')) AS answered,
      (SELECT count(*)::int FROM jobs j WHERE j.client_id = p.id AND j.status = 'closed') AS closed,
      (SELECT count(*)::int FROM jobs j
        WHERE j.client_id = p.id AND j.status = 'closed'
          AND (j.close_outcome = 'filled_here' OR j.hired_application_id IS NOT NULL)) AS filled_here,
      o.opened_in_time, o.open_window_over, o.median_seconds_to_open
    FROM profiles p
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE a.opened_at <= a.refund_deadline_at)::int AS opened_in_time,
        count(*) FILTER (WHERE a.opened_at <= a.refund_deadline_at OR a.refund_deadline_at <= now())::int AS open_window_over,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.opened_at - a.created_at))
          FILTER (WHERE a.opened_at IS NOT NULL) AS median_seconds_to_open
      FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE j.client_id = p.id AND a.refund_deadline_at IS NOT NULL
    ) o
    WHERE p.id = ${clientId}`);
  // `db.execute` answers `{ rows }` on both drivers (PGlite and node-postgres).
  const row = (result as unknown as { rows: FactsRow[] }).rows[0];
  if (!row) throw new Error(`no profile ${clientId}`);
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  return {
    memberSince: new Date(row.member_since).toISOString(),
    missionsPublished: Number(row.missions_published),
    responseRate: share(Number(row.answered), Number(row.received)),
    hireRate: share(Number(row.filled_here), Number(row.closed)),
    openedInTimeRate: share(Number(row.opened_in_time), Number(row.open_window_over)),
    medianHoursToOpen: row.median_seconds_to_open === null ? null : Number(row.median_seconds_to_open) / 3600,
  };
}

import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { TJobClient } from '#contracts/missions';
import { profiles } from '#server/modules/profiles/read-model';

/** The client's id in the statement reading the facts, qualified: a subquery on jobs must not read it as its own. */
const client = sql`"profiles"."id"`;

/** Over the client's applications under the fee-back promise (ADR 0054). */
const underPromise = sql`FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.client_id = ${client} AND a.refund_deadline_at IS NOT NULL`;

/**
 * Each fact a subquery on the client's row, read by the mission's own statement (every mission
 * page reads them; one round trip, ADR 0067): the statement joins the client as `profiles`.
 */
export const clientFactColumns = {
  memberSince: profiles.createdAt,
  missionsPublished: sql<number>`(SELECT count(*)::int FROM jobs j WHERE j.client_id = ${client} AND j.status <> 'draft')`,
  received: sql<number>`(SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.client_id = ${client})`,
  answered: sql<number>`(SELECT count(*)::int FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE j.client_id = ${client} AND a.status IN ('accepted', 'rejected'))`,
  closed: sql<number>`(SELECT count(*)::int FROM jobs j WHERE j.client_id = ${client} AND j.status = 'closed')`,
  filledHere: sql<number>`(SELECT count(*)::int FROM jobs j
        WHERE j.client_id = ${client} AND j.status = 'closed'
          AND (j.close_outcome = 'filled_here' OR j.hired_application_id IS NOT NULL))`,
  openedInTime: sql<number>`(SELECT count(*) FILTER (WHERE a.opened_at <= a.refund_deadline_at)::int ${underPromise})`,
  openWindowOver: sql<number>`(SELECT count(*) FILTER (WHERE a.opened_at <= a.refund_deadline_at OR a.refund_deadline_at <= now())::int ${underPromise})`,
  medianSecondsToOpen: sql<number | string | null>`(SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.opened_at - a.created_at))
        FILTER (WHERE a.opened_at IS NOT NULL) ${underPromise})`,
};

type FactRow = SelectResultFields<typeof clientFactColumns>;

/**
 * What the mission page tells about a client before anyone pays, computed from their history:
 * member since, missions published (drafts excluded), the share of received applications
 * answered (accepted or refused; shortlisting is not an answer) and the share of closed missions
 * that hired on CM Connect, whatever their last closing said, and how often and how fast they open
 * the applications made under the fee-back promise (ADR 0054; null when nothing to count).
 */
export function clientFacts(row: FactRow): TJobClient['facts'] {
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  return {
    memberSince: row.memberSince.toISOString(),
    missionsPublished: Number(row.missionsPublished),
    responseRate: share(Number(row.answered), Number(row.received)),
    hireRate: share(Number(row.filledHere), Number(row.closed)),
    openedInTimeRate: share(Number(row.openedInTime), Number(row.openWindowOver)),
    medianHoursToOpen: row.medianSecondsToOpen === null ? null : Number(row.medianSecondsToOpen) / 3600,
  };
}

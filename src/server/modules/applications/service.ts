import { aliasedTable, and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  TAnswerApplication,
  TApplication,
  TApply,
  TJobViewerState,
  TOwnApplication,
  TReceivedApplication,
  TReceivedApplicationsQuery,
  TApplicationCounts,
  TReceivedApplicationsResponse,
  TRejection,
} from '#contracts/applications';
import { DELETED_ACCOUNT_NAME } from '#contracts/account-settings-terms';
import {
  APPLICATION_STATUSES,
  COVER_LETTER_PREVIEW_LENGTH,
  RECEIVED_APPLICATIONS_PAGE_SIZE,
  coverLetterPreview,
  UNDECIDED_STATUSES,
  applicationMessages,
  isUndecided,
  type TApplicationStatus,
  type TReceivedApplicationSort,
} from '#contracts/applications-terms';
import { jobMessages } from '#contracts/missions-messages';
import type { Viewer } from '#server/auth/index';
import { type Db, type DbOrTx, type Tx, applications, preparedPerDatabase } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { missionVolumes } from '#server/modules/missions/index';
import { assertBidAnswersBrief, bidColumns, bidValues, bidVolumeColumns, toBid, type BidRow } from './bids.ts';
import type { TVolumes } from '#contracts/briefs';
import { communityManagers, companies, profiles } from '#server/modules/profiles/read-model';
import { AppError, conflict, forbidden, notFound } from '#server/http/errors';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { creditOfApplication, hasEntitlement } from '#server/modules/payments/index';
import { enqueue } from '#server/queue/index';
import { APPLICATION_OPEN_DAYS } from '#contracts/credits-terms';

const applicant = aliasedTable(profiles, 'applicant');
const client = aliasedTable(profiles, 'client');

const applicationColumns = {
  id: applications.id,
  status: applications.status,
  coverLetter: applications.coverLetter,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  rejectionReason: applications.rejectionReason,
  rejectionNote: applications.rejectionNote,
  bid: bidColumns,
  bidVolumes: bidVolumeColumns,
  job: { id: missions.id, title: missions.title },
  client: { id: client.id, fullName: client.fullName, companyName: companies.companyName },
  applicant: { id: applicant.id, fullName: applicant.fullName, email: applicant.email, avatarUrl: applicant.avatarUrl },
};
/** What a row carries in the database's shapes (dates, the rejection's and the bid's columns). */
type StoredFields = {
  createdAt: Date;
  updatedAt: Date;
  rejectionReason: TRejection['reason'] | null;
  rejectionNote: string | null;
  bid: BidRow;
  bidVolumes: TVolumes;
};
type Converted<Row extends StoredFields> = Omit<Row, keyof StoredFields> & Pick<TApplication, 'createdAt' | 'updatedAt' | 'rejection' | 'bid'>;

/** A row's stored fields in the contract's shapes; the rest of the row as it is. */
function toApplication<Row extends StoredFields>({
  rejectionReason,
  rejectionNote,
  bid,
  bidVolumes,
  createdAt,
  updatedAt,
  ...row
}: Row): Converted<Row> {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    rejection: rejectionReason ? { reason: rejectionReason, note: rejectionNote } : null,
    bid: toBid(bid, bidVolumes),
  };
}

/** Applications with their mission, client and applicant, newest first. */
const applicationsWhere = (db: Db, where: SQL | undefined) =>
  db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .innerJoin(client, eq(client.id, missions.clientId))
    .leftJoin(companies, eq(companies.id, client.id))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .where(where)
    .orderBy(desc(applications.createdAt));

async function selectApplications(db: Db, where: SQL | undefined): Promise<TApplication[]> {
  return (await applicationsWhere(db, where)).map(toApplication);
}

const { coverLetter: _coverLetter, applicant: _applicant, ...ownColumns } = applicationColumns;
/**
 * The applicant's own applications, newest first (a prepared statement: three joins to plan), with
 * as much of each cover letter as its preview shows (one more character tells it was cut) and the
 * credit its fee came back as, if any.
 */
const ownApplications = preparedPerDatabase((db) =>
  db
    .select({
      ...ownColumns,
      coverLetterStart: sql<string>`left(${applications.coverLetter}, ${sql.raw(String(COVER_LETTER_PREVIEW_LENGTH + 1))})`,
      credit: creditOfApplication(applications.id),
    })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .innerJoin(client, eq(client.id, missions.clientId))
    .leftJoin(companies, eq(companies.id, client.id))
    .where(eq(applications.applicantId, sql.placeholder('applicantId')))
    .orderBy(desc(applications.createdAt))
    .prepare('applications_own'),
);

const ownCounts = preparedPerDatabase((db) =>
  db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .where(eq(applications.applicantId, sql.placeholder('applicantId')))
    .groupBy(applications.status)
    .prepare('applications_own_counts'),
);

/** The overview's counts of the community manager's own applications, per status (not the list it does not show). */
export async function countOwnApplications(db: Db, viewer: Viewer): Promise<TApplicationCounts> {
  return { statusCounts: countsByStatus(await ownCounts(db).execute({ applicantId: viewer.id })) };
}

/** 'Mes Candidatures': the viewer's applications, each with the credit its fee came back as, if any. */
export async function listOwnApplications(db: Db, viewer: Viewer): Promise<TOwnApplication[]> {
  const own = await ownApplications(db).execute({ applicantId: viewer.id });
  return own.map(({ coverLetterStart, credit, ...row }) => ({
    ...toApplication(row),
    coverLetterPreview: coverLetterPreview(coverLetterStart),
    credit: credit[0] ?? null,
  }));
}

/** A rating exists only once reviews do; a rate only when the member entered one (never a default figure). */
const applicantRating = sql<number | null>`CASE WHEN ${communityManagers.totalReviews} > 0 THEN ${communityManagers.averageRating} END`;
const applicantRate = sql<number | null>`coalesce(${communityManagers.hourlyRateMin}, ${communityManagers.hourlyRateMax})`;

/** Each sort, with what is missing last and the newest first among equals. */
const receivedOrder: Record<TReceivedApplicationSort, SQL[]> = {
  recent: [desc(applications.createdAt), asc(applications.id)],
  rating: [sql`${applicantRating} DESC NULLS LAST`, desc(communityManagers.totalReviews), desc(applications.createdAt), asc(applications.id)],
  rate: [sql`${applicantRate} ASC NULLS LAST`, desc(applications.createdAt), asc(applications.id)],
};

/** What changes per request in the pipeline's prepared statements (a mission, a status: null for all). */
const pipelineParam = {
  clientId: sql.placeholder('clientId'),
  job: sql.placeholder('job'),
  status: sql.placeholder('status'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};
/** The client's missions, or the one chosen (another client's mission matches nothing). */
const pipelineScope = and(
  eq(missions.clientId, pipelineParam.clientId),
  sql`(${pipelineParam.job}::uuid IS NULL OR ${applications.jobId} = ${pipelineParam.job})`,
);

/** One page of the pipeline in one sort (a prepared statement per sort). */
function pipelinePageQuery(db: Db, sort: TReceivedApplicationSort) {
  return db
    .select({
      ...applicationColumns,
      opened: sql<boolean>`${applications.openedAt} is not null`.mapWith(Boolean),
      averageRating: applicantRating,
      reviewCount: sql<number>`coalesce(${communityManagers.totalReviews}, 0)::int`,
      hourlyRateMin: communityManagers.hourlyRateMin,
      hourlyRateMax: communityManagers.hourlyRateMax,
    })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .innerJoin(client, eq(client.id, missions.clientId))
    .leftJoin(companies, eq(companies.id, client.id))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .leftJoin(communityManagers, eq(communityManagers.id, applications.applicantId))
    .where(and(pipelineScope, sql`(${pipelineParam.status}::text IS NULL OR ${applications.status}::text = ${pipelineParam.status})`))
    .orderBy(...receivedOrder[sort])
    .limit(pipelineParam.limit)
    .offset(pipelineParam.offset)
    .prepare(`applications_pipeline_by_${sort}`);
}
const pipelinePages: Record<TReceivedApplicationSort, (db: Db) => ReturnType<typeof pipelinePageQuery>> = {
  recent: preparedPerDatabase((db) => pipelinePageQuery(db, 'recent')),
  rating: preparedPerDatabase((db) => pipelinePageQuery(db, 'rating')),
  rate: preparedPerDatabase((db) => pipelinePageQuery(db, 'rate')),
};
const pipelineCounts = preparedPerDatabase((db) =>
  db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .where(pipelineScope)
    .groupBy(applications.status)
    .prepare('applications_pipeline_counts'),
);
/**
 * The applications to the client's missions counted per mission and status, newest mission first:
 * the pipeline's mission filter (how many each) and its counts per status, in one round trip.
 */
const pipelineTally = preparedPerDatabase((db) =>
  db
    .select({ id: missions.id, title: missions.title, createdAt: missions.createdAt, status: applications.status, count: sql<number>`count(*)::int` })
    .from(missions)
    .innerJoin(applications, eq(applications.jobId, missions.id))
    .where(eq(missions.clientId, pipelineParam.clientId))
    .groupBy(missions.id, applications.status)
    .orderBy(desc(missions.createdAt), asc(missions.id))
    .prepare('applications_pipeline_tally'),
);
type TallyRow = { id: string; title: string; createdAt: Date; status: TApplicationStatus; count: number };

/** The missions of the tally, in its order, each with its applications whatever their status. */
function missionsOfTally(tally: TallyRow[]): TReceivedApplicationsResponse['missions'] {
  const byId = new Map<string, TReceivedApplicationsResponse['missions'][number]>();
  for (const { id, title, createdAt, count } of tally) {
    const mission = byId.get(id) ?? { id, title, createdAt: createdAt.toISOString(), applicationCount: 0 };
    mission.applicationCount += Number(count);
    byId.set(id, mission);
  }
  return [...byId.values()];
}

/**
 * The client's pipeline ('Candidatures reçues'): the applications to their missions (one mission
 * or all), filtered by status, sorted, one page at a time, with the exact total and the count per
 * status of the chosen mission(s). Another client's mission matches nothing (it is a filter, not a door).
 */
export async function listReceivedApplications(db: Db, viewer: Viewer, query: TReceivedApplicationsQuery): Promise<TReceivedApplicationsResponse> {
  const [rows, tally] = await Promise.all([
    pipelinePages[query.sort](db).execute({
      clientId: viewer.id,
      job: query.job ?? null,
      status: query.status ?? null,
      limit: RECEIVED_APPLICATIONS_PAGE_SIZE,
      offset: (query.page - 1) * RECEIVED_APPLICATIONS_PAGE_SIZE,
    }),
    pipelineTally(db).execute({ clientId: viewer.id }),
  ]);
  const statusCounts = countsByStatus(query.job ? tally.filter((row) => row.id === query.job) : tally);
  // Only those shown for the first time: reading the tab again writes nothing.
  await markOpened(
    db,
    rows.filter((row) => !row.opened).map((row) => row.id),
  );
  const total = query.status ? statusCounts[query.status] : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  const applicationsPage: TReceivedApplication[] = rows.map(
    ({ opened: _opened, averageRating, reviewCount, hourlyRateMin, hourlyRateMax, ...row }) => ({
      ...toApplication(row),
      applicantFacts: {
        averageRating: averageRating === null ? null : Number(averageRating),
        reviewCount: Number(reviewCount),
        hourlyRateMin,
        hourlyRateMax,
      },
    }),
  );
  return {
    applications: applicationsPage,
    total,
    pageSize: RECEIVED_APPLICATIONS_PAGE_SIZE,
    statusCounts,
    missions: missionsOfTally(tally),
  };
}

/**
 * The overview's counts of the applications to the client's missions, per status. It shows no
 * application, so unlike the list it opens none (ADR 0054): signing in is not reading.
 */
export async function countReceivedApplications(db: Db, viewer: Viewer): Promise<TApplicationCounts> {
  return { statusCounts: countsByStatus(await pipelineCounts(db).execute({ clientId: viewer.id, job: null })) };
}

/** A count for every status, none left out (rows of one status add up). */
function countsByStatus(rows: { status: TApplicationStatus; count: number }[]): Record<TApplicationStatus, number> {
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<TApplicationStatus, number>;
  for (const row of rows) counts[row.status] += Number(row.count);
  return counts;
}

/**
 * The client opened these applications (ADR 0054): 'Candidatures reçues' showed them with their
 * cover letter, or they answered one. The first time counts; it stops their fee coming back.
 */
async function markOpened(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ openedAt: sql`now()` })
    .where(and(inArray(applications.id, ids), isNull(applications.openedAt)));
}

/**
 * Apply: community managers only, open missions only, paid for this mission, once. The
 * application is recorded as submitted in the same transaction: the notifier tells the
 * mission's owner (in the app and by mail) after the commit.
 */
export async function apply(db: Db, links: LinkBase, viewer: Viewer, jobId: string, { coverLetter, bid }: TApply): Promise<TApplication> {
  if (viewer.userType !== 'community_manager') throw forbidden(applicationMessages.onlyManagers);
  const [job] = await db
    .select({ id: missions.id, status: missions.status, clientId: missions.clientId, title: missions.title, volumes: missionVolumes })
    .from(missions)
    .where(eq(missions.id, jobId));
  if (!job || (job.status === 'draft' && job.clientId !== viewer.id)) throw notFound(jobMessages.notFound);
  if (job.status !== 'open') throw conflict(applicationMessages.jobNotOpen);
  if (!(await hasEntitlement(db, viewer.id, 'application', job.id))) {
    throw new AppError(402, 'PAYMENT_REQUIRED', applicationMessages.paymentRequired);
  }
  assertBidAnswersBrief(bid, job.volumes, new Date());
  const applicationId = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        applicantId: viewer.id,
        coverLetter,
        status: 'pending',
        ...bidValues(bid),
        refundDeadlineAt: sql`now() + make_interval(days => ${APPLICATION_OPEN_DAYS})`,
      })
      .onConflictDoNothing()
      .returning({ id: applications.id, refundDeadlineAt: applications.refundDeadlineAt });
    if (inserted.length === 0) throw conflict(applicationMessages.alreadyApplied);
    // Its fee comes back if the client has not opened it by the deadline (ADR 0054).
    await enqueue(tx, {
      kind: 'application-credit.check',
      payload: { applicationId: inserted[0]!.id, baseUrl: links.baseUrl },
      runAt: inserted[0]!.refundDeadlineAt!,
    });
    await recordEvent(tx, {
      type: 'application.submitted',
      applicationId: inserted[0]!.id,
      missionTitle: job.title,
      ownerId: job.clientId,
      applicantId: viewer.id,
      baseUrl: links.baseUrl,
    });
    return inserted[0]!.id;
  });
  const [created] = await selectApplications(db, eq(applications.id, applicationId));
  return created!;
}

/**
 * The mission's owner moves an application on: shortlists a pending one (a quiet step: its author
 * sees the status, nobody is mailed), or accepts or refuses one still undecided, the refusal with
 * an optional reason; the notifier tells the author of an acceptance or a refusal (in the app and
 * by mail, the reason included).
 */
export async function answerApplication(
  db: Db,
  links: LinkBase,
  viewer: Viewer,
  applicationId: string,
  answer: TAnswerApplication,
): Promise<TApplication> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        clientId: missions.clientId,
        applicantId: applications.applicantId,
        jobTitle: missions.title,
      })
      .from(applications)
      .innerJoin(missions, eq(missions.id, applications.jobId))
      .innerJoin(applicant, eq(applicant.id, applications.applicantId))
      .where(eq(applications.id, applicationId))
      .for('update', { of: applications });
    if (!row) throw notFound(applicationMessages.notFound);
    if (row.clientId !== viewer.id) throw forbidden(applicationMessages.notOwner);
    if (!isUndecided(row.status)) throw conflict(applicationMessages.alreadyAnswered);
    await markOpened(tx, [row.id]);
    if (answer.status === 'shortlisted') {
      if (row.status === 'shortlisted') throw conflict(applicationMessages.alreadyShortlisted);
      await tx.update(applications).set({ status: 'shortlisted' }).where(eq(applications.id, row.id));
      return;
    }
    const rejection = answer.status === 'rejected' ? answer.rejection : null;
    await tx
      .update(applications)
      .set({ status: answer.status, rejectionReason: rejection?.reason ?? null, rejectionNote: rejection?.note ?? null })
      .where(and(eq(applications.id, row.id), inArray(applications.status, UNDECIDED_STATUSES)));
    await recordEvent(tx, {
      type: 'application.answered',
      applicationId: row.id,
      status: answer.status,
      rejection,
      missionTitle: row.jobTitle,
      applicantId: row.applicantId,
      baseUrl: links.baseUrl,
    });
  });
  const [updated] = await selectApplications(db, eq(applications.id, applicationId));
  return updated!;
}

/** The mission page's view of the viewer: paid or not, applied or not, client contact once paid. */
export async function jobViewerState(db: Db, viewer: Viewer, jobId: string): Promise<TJobViewerState> {
  const [job] = await db
    .select({ id: missions.id, status: missions.status, clientId: missions.clientId, email: client.email, phone: client.phone })
    .from(missions)
    .innerJoin(client, eq(client.id, missions.clientId))
    .where(eq(missions.id, jobId));
  if (!job || (job.status === 'draft' && job.clientId !== viewer.id)) throw notFound(jobMessages.notFound);
  const entitled = await hasEntitlement(db, viewer.id, 'application', job.id);
  const [application] = await db
    .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, job.id), eq(applications.applicantId, viewer.id)));
  return {
    entitled,
    application: application ? { ...application, createdAt: application.createdAt.toISOString() } : null,
    clientContact: entitled ? { email: job.email, phone: job.phone } : null,
  };
}

/**
 * A mission's received applications, for its owner only, newest first; those not seen yet are
 * flagged new and, from now on, seen (opening them in 'Mes Offres' is what marks them).
 */
export async function listJobApplications(db: Db, viewer: Viewer, jobId: string): Promise<(TApplication & { isNew: boolean })[]> {
  const [job] = await db.select({ status: missions.status, clientId: missions.clientId }).from(missions).where(eq(missions.id, jobId));
  if (!job || (job.status === 'draft' && job.clientId !== viewer.id)) throw notFound(jobMessages.notFound);
  if (job.clientId !== viewer.id) throw forbidden(jobMessages.notOwner);
  const unseen = await db
    .update(applications)
    .set({ ownerSeenAt: new Date() })
    .where(and(eq(applications.jobId, jobId), isNull(applications.ownerSeenAt)))
    .returning({ id: applications.id });
  const fresh = new Set(unseen.map((row) => row.id));
  const rows = await selectApplications(db, eq(applications.jobId, jobId));
  return rows.map((row) => ({ ...row, isNew: fresh.has(row.id) }));
}

/**
 * Closing (or removing) a mission answers its undecided (pending or shortlisted) applications: all rejected in one
 * statement, in the caller's transaction. Returns their authors, whom the notifier tells after
 * the commit.
 */
export async function rejectPendingApplications(tx: Tx, jobId: string): Promise<string[]> {
  const rejected = await tx
    .update(applications)
    .set({ status: 'rejected' })
    .where(and(eq(applications.jobId, jobId), inArray(applications.status, UNDECIDED_STATUSES)))
    .returning({ applicantId: applications.applicantId });
  return rejected.map((row) => row.applicantId);
}

/**
 * A deleted account's own applications: undecided ones withdrawn; answered ones stay for the
 * clients' history (a hire, a review) without their cover letter.
 */
export async function eraseMemberApplications(tx: Tx, applicantId: string): Promise<void> {
  await tx.delete(applications).where(and(eq(applications.applicantId, applicantId), inArray(applications.status, UNDECIDED_STATUSES)));
  await tx.update(applications).set({ coverLetter: DELETED_ACCOUNT_NAME }).where(eq(applications.applicantId, applicantId));
}

/** A mission's applications made under the fee-back promise that its client never opened (ADR 0054), in the caller's transaction. */
export async function unopenedApplications(tx: Tx, jobId: string) {
  return tx
    .select({ id: applications.id, applicantId: applications.applicantId, jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), isNull(applications.openedAt), isNotNull(applications.refundDeadlineAt)));
}

import { aliasedTable, and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { TApplication, TJobViewerState } from '#contracts/applications';
import { DELETED_ACCOUNT_NAME } from '#contracts/account-settings-terms';
import { applicationMessages } from '#contracts/applications-terms';
import { jobMessages } from '#contracts/missions-messages';
import type { Viewer } from '#server/auth/index';
import { type Db, type Tx, applications } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { companies, profiles } from '#server/modules/profiles/read-model';
import { AppError, conflict, forbidden, notFound } from '#server/http/errors';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { hasEntitlement } from '#server/modules/payments/index';

const applicant = aliasedTable(profiles, 'applicant');
const client = aliasedTable(profiles, 'client');

/** Applications with their mission, client and applicant, newest first. */
async function selectApplications(db: Db, where: SQL | undefined): Promise<TApplication[]> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      coverLetter: applications.coverLetter,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      job: { id: missions.id, title: missions.title },
      client: { id: client.id, fullName: client.fullName, companyName: companies.companyName },
      applicant: { id: applicant.id, fullName: applicant.fullName, email: applicant.email, avatarUrl: applicant.avatarUrl },
    })
    .from(applications)
    .innerJoin(missions, eq(missions.id, applications.jobId))
    .innerJoin(client, eq(client.id, missions.clientId))
    .leftJoin(companies, eq(companies.id, client.id))
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .where(where)
    .orderBy(desc(applications.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}

export const listOwnApplications = (db: Db, viewer: Viewer) => selectApplications(db, eq(applications.applicantId, viewer.id));
export const listReceivedApplications = (db: Db, viewer: Viewer) => selectApplications(db, eq(missions.clientId, viewer.id));

/**
 * Apply: community managers only, open missions only, paid for this mission, once. The
 * application is recorded as submitted in the same transaction: the notifier tells the
 * mission's owner (in the app and by mail) after the commit.
 */
export async function apply(db: Db, links: LinkBase, viewer: Viewer, jobId: string, coverLetter: string): Promise<TApplication> {
  if (viewer.userType !== 'community_manager') throw forbidden(applicationMessages.onlyManagers);
  const [job] = await db
    .select({ id: missions.id, status: missions.status, clientId: missions.clientId, title: missions.title })
    .from(missions)
    .where(eq(missions.id, jobId));
  if (!job || (job.status === 'draft' && job.clientId !== viewer.id)) throw notFound(jobMessages.notFound);
  if (job.status !== 'open') throw conflict(applicationMessages.jobNotOpen);
  if (!(await hasEntitlement(db, viewer.id, 'application', job.id))) {
    throw new AppError(402, 'PAYMENT_REQUIRED', applicationMessages.paymentRequired);
  }
  const applicationId = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applications)
      .values({ jobId: job.id, applicantId: viewer.id, coverLetter, status: 'pending' })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    if (inserted.length === 0) throw conflict(applicationMessages.alreadyApplied);
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

/** The mission's owner accepts or rejects a pending application; the notifier tells the applicant (in the app and by mail). */
export async function answerApplication(
  db: Db,
  links: LinkBase,
  viewer: Viewer,
  applicationId: string,
  status: 'accepted' | 'rejected',
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
    if (row.status !== 'pending') throw conflict(applicationMessages.alreadyAnswered);
    await tx
      .update(applications)
      .set({ status })
      .where(and(eq(applications.id, row.id), eq(applications.status, 'pending')));
    await recordEvent(tx, {
      type: 'application.answered',
      applicationId: row.id,
      status,
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
 * Closing (or removing) a mission answers its pending applications: all rejected in one
 * statement, in the caller's transaction. Returns their authors, whom the notifier tells after
 * the commit.
 */
export async function rejectPendingApplications(tx: Tx, jobId: string): Promise<string[]> {
  const rejected = await tx
    .update(applications)
    .set({ status: 'rejected' })
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'pending')))
    .returning({ applicantId: applications.applicantId });
  return rejected.map((row) => row.applicantId);
}

/**
 * A deleted account's own applications: pending ones withdrawn; answered ones stay for the
 * clients' history (a hire, a review) without their cover letter.
 */
export async function eraseMemberApplications(tx: Tx, applicantId: string): Promise<void> {
  await tx.delete(applications).where(and(eq(applications.applicantId, applicantId), eq(applications.status, 'pending')));
  await tx.update(applications).set({ coverLetter: DELETED_ACCOUNT_NAME }).where(eq(applications.applicantId, applicantId));
}

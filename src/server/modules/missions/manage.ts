import { and, eq, inArray } from 'drizzle-orm';
import { SOCIAL_NETWORKS } from '#contracts/briefs-terms';
import type { TJobData } from '#contracts/missions';
import type { TJobCloseOutcome } from '#contracts/missions-terms';
import { jobMessages } from '#contracts/missions-messages';
import type { Geocoder } from '#server/adapters/geocoding/index';
import type { Viewer } from '#server/auth/index';
import { type Db, type DbOrTx, missionSkills, missions } from '#server/db/index';
import { applications } from '#server/modules/applications/read-model';
import { skills } from '#server/modules/catalog/read-model';
import { conflict, forbidden, invalid, notFound } from '#server/http/errors';
import { resolvePlace } from '#server/modules/geo/index';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { closeMission } from './close.ts';

/**
 * Publishing and managing one's missions ('Mes Offres'). Only the owner may act: anyone else
 * gets 404 for a draft (it does not exist for them) and 403 otherwise.
 */

type OwnedJob = {
  id: string;
  title: string;
  clientId: string;
  status: 'open' | 'closed' | 'draft';
  location: string | null;
  latitude: number | null;
  longitude: number | null;
};

async function ownedJob(db: DbOrTx, viewer: Viewer, id: string, lock = false): Promise<OwnedJob> {
  const query = db
    .select({
      id: missions.id,
      title: missions.title,
      status: missions.status,
      clientId: missions.clientId,
      location: missions.location,
      latitude: missions.latitude,
      longitude: missions.longitude,
    })
    .from(missions)
    .where(eq(missions.id, id));
  const [job] = lock ? await query.for('update') : await query;
  if (!job || (job.status === 'draft' && job.clientId !== viewer.id)) throw notFound(jobMessages.notFound);
  if (job.clientId !== viewer.id) throw forbidden(jobMessages.notOwner);
  return job;
}

/** Refuses anyone but the mission's owner (404 for someone else's draft, 403 otherwise). */
export async function assertJobOwner(db: Db, viewer: Viewer, id: string): Promise<void> {
  await ownedJob(db, viewer, id);
}

/**
 * The columns a form's data sets: the skills checked against the catalogue; the place kept as
 * stored when the form sends it back unchanged (a place saved earlier, or by the demo data, need
 * not match today's suggestions), otherwise checked against the geocoder.
 */
async function columnsOf(db: Db, geocoder: Geocoder, data: TJobData, stored: Pick<OwnedJob, 'location' | 'latitude' | 'longitude'> | null = null) {
  if (data.skills.length > 0) {
    const known = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, data.skills));
    if (known.length !== new Set(data.skills).size) throw invalid({ skills: jobMessages.unknownSkill });
  }
  let place: { city: string; latitude: number; longitude: number } | null = null;
  const sentBack = stored?.location === data.location && stored.latitude === data.latitude && stored.longitude === data.longitude;
  if (sentBack && data.location !== '' && data.latitude !== null && data.longitude !== null) {
    place = { city: data.location, latitude: data.latitude, longitude: data.longitude };
  } else if (data.location !== '' && data.latitude !== null && data.longitude !== null) {
    place = await resolvePlace(geocoder, { city: data.location, latitude: data.latitude, longitude: data.longitude });
    if (!place) throw invalid({ location: jobMessages.locationNotFound });
  }
  return {
    title: data.title,
    description: data.description,
    jobType: data.job_type,
    location: place?.city ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    isRemote: data.is_remote,
    duration: data.duration || null,
    budgetMin: data.budget_min,
    budgetMax: data.budget_max,
    requirements: data.requirements,
    // Each network once, in the list's order, whatever the form sent.
    networks: SOCIAL_NETWORKS.filter((network) => data.networks.includes(network)),
    monthlyPosts: data.volumes.posts,
    monthlyStories: data.volumes.stories,
    monthlyShortVideos: data.volumes.short_videos,
    monthlyModerationHours: data.volumes.moderation_hours,
    adsManaged: data.ads_managed,
    adsBudget: data.ads_managed ? data.ads_budget : null,
    startDate: data.start_date,
  };
}

async function setSkills(tx: DbOrTx, jobId: string, skillIds: string[]) {
  await tx.delete(missionSkills).where(eq(missionSkills.jobId, jobId));
  const unique = [...new Set(skillIds)];
  if (unique.length > 0) await tx.insert(missionSkills).values(unique.map((skillId) => ({ jobId, skillId })));
}

/** A new mission, published now or kept as a draft. Returns its id. */
export async function createJob(db: Db, geocoder: Geocoder, viewer: Viewer, data: TJobData): Promise<string> {
  const columns = await columnsOf(db, geocoder, data);
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(missions)
      .values({ ...columns, clientId: viewer.id, status: data.status })
      .returning({ id: missions.id });
    await setSkills(tx, job!.id, data.skills);
    if (data.status === 'open') await recordEvent(tx, { type: 'mission.published', missionId: job!.id });
    return job!.id;
  });
}

/**
 * Edits a mission. A draft may be published by the same save (`status: 'open'`); a published
 * mission (open or closed) keeps its status and cannot go back to draft.
 */
export async function updateJob(db: Db, geocoder: Geocoder, viewer: Viewer, id: string, data: TJobData): Promise<void> {
  const current = await ownedJob(db, viewer, id);
  if (current.status !== 'draft' && data.status === 'draft') throw conflict(jobMessages.backToDraft);
  const columns = await columnsOf(db, geocoder, data, current);
  await db.transaction(async (tx) => {
    const job = await ownedJob(tx, viewer, id, true);
    const publishing = job.status === 'draft' && data.status === 'open';
    await tx
      .update(missions)
      .set({ ...columns, ...(publishing ? { status: 'open' as const, createdAt: new Date() } : {}) })
      .where(eq(missions.id, id));
    await setSkills(tx, id, data.skills);
    if (publishing) await recordEvent(tx, { type: 'mission.published', missionId: id });
  });
}

/** A draft goes live; its publication date becomes its date (search and 'Mes Offres' sort by it). */
export async function publishJob(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await ownedJob(tx, viewer, id, true);
    if (job.status !== 'draft') throw conflict(jobMessages.notDraft);
    await tx.update(missions).set({ status: 'open', createdAt: new Date() }).where(eq(missions.id, id));
    await recordEvent(tx, { type: 'mission.published', missionId: id });
  });
}

/**
 * Closes an open mission with how it ended; 'filled here' names the hired applicant among the
 * accepted ones. Pending applications are rejected in the same transaction; their applicants are
 * told after the commit (closeMission).
 */
export async function closeJob(
  db: Db,
  links: LinkBase,
  viewer: Viewer,
  id: string,
  close: { outcome: TJobCloseOutcome; hiredApplicationId: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await ownedJob(tx, viewer, id, true);
    if (job.status !== 'open') throw conflict(jobMessages.notOpen);
    if (close.outcome === 'filled_here') {
      if (!close.hiredApplicationId) throw invalid({ hiredApplicationId: jobMessages.hiredRequired });
      const [hired] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, close.hiredApplicationId), eq(applications.jobId, id), eq(applications.status, 'accepted')));
      if (!hired) throw invalid({ hiredApplicationId: jobMessages.hiredNotAccepted });
    }
    await closeMission(tx, links, job, { by: 'owner', ...close });
  });
}

/** A closed mission is open again: its outcome and closing date are forgotten; a hire made stays recorded (the client's hire rate counts it). */
export async function reopenJob(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await ownedJob(tx, viewer, id, true);
    if (job.status !== 'closed') throw conflict(jobMessages.notClosed);
    await tx.update(missions).set({ status: 'open', closedAt: null, closeOutcome: null }).where(eq(missions.id, id));
  });
}

/** Only a draft can be deleted (a published mission has a history: applications, payments). */
export async function deleteDraft(db: Db, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await ownedJob(tx, viewer, id, true);
    if (job.status !== 'draft') throw conflict(jobMessages.notDraft);
    await tx.delete(missions).where(eq(missions.id, id));
  });
}

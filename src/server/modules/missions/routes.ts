import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZCloseJobRequest, ZJobDetailResponse, ZJobParams, ZJobRequest, ZOwnJobsResponse, type TJobDetailResponse } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import type { Geocoder } from '#server/adapters/geocoding/index';
import { requireViewer, type Viewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { idOr404 } from '#server/http/errors';
import { mailLinksFor, type MailLinkSettings } from '#server/http/origins';
import { assertJobOwner, closeJob, createJob, deleteDraft, publishJob, reopenJob, updateJob } from './manage.ts';
import { getJob, listOwnJobs } from './service.ts';
import { cachedPublicRead } from '#server/http/visitor-cache';
import { cacheTags, idParam, missionChanged } from '#server/http/visitor-cache-tags';
import { NO_CONTENT } from '#server/http/responses';

const clientsOnly = { userTypes: ['company', 'individual'], forbidden: jobMessages.onlyClients } as const;
/** The owner acts on the mission in the path, which visitors may see. */
const OWNER_CHANGES_MISSION = { access: 'owner', visitorCacheChanges: missionChanged } as const;
const detail = { response: { 200: ZJobDetailResponse } };

/**
 * Mission detail (public, except drafts, which only their owner sees) and 'Mes Offres':
 * companies and individuals publish missions; only a mission's owner edits, publishes,
 * closes, reopens or deletes it.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: Geocoder } & MailLinkSettings> = async (app, { db, geocoder, ...mailLinks }) => {
  const links = mailLinksFor(mailLinks);

  app.get('/api/jobs/:id', {
    config: cachedPublicRead((request, body) => [
      cacheTags.mission(idParam(request)),
      // The mission page shows its client's profile.
      ...(body ? [cacheTags.profile((body() as TJobDetailResponse).job.client.id)] : []),
    ]),
    schema: { params: ZJobParams, ...detail },
    handler: async (request) => ({ job: await getJob(db, request.params.id, request.viewer ?? null) }),
  });

  app.get('/api/me/jobs', {
    config: { access: clientsOnly, inProcess: true },
    schema: { response: { 200: ZOwnJobsResponse } },
    handler: async (request) => ({ jobs: await listOwnJobs(db, requireViewer(request).id) }),
  });

  app.post('/api/jobs', {
    config: { access: clientsOnly, visitorCacheChanges: () => [cacheTags.missionsSearch] },
    schema: { body: ZJobRequest, response: { 201: ZJobDetailResponse } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request);
      const id = await createJob(db, geocoder, viewer, request.body);
      return reply.status(201).send({ job: await getJob(db, id, viewer) });
    },
  });

  /** The mission in the path, as its owner sees it once the action is done. */
  const after = async (request: FastifyRequest, param: string, action: (viewer: Viewer, id: string) => Promise<void>) => {
    const viewer = requireViewer(request);
    const id = idOr404(param, jobMessages.notFound);
    await action(viewer, id);
    return { job: await getJob(db, id, viewer) };
  };

  /**
   * Ownership is checked before the body is validated: anyone but the owner gets 403/404 whatever
   * they send, never a 400 describing the form (the action checks again in its transaction).
   */
  const ownerBeforeValidation = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await assertJobOwner(db, requireViewer(request), idOr404(id, jobMessages.notFound));
  };

  app.patch('/api/jobs/:id', {
    config: OWNER_CHANGES_MISSION,
    preValidation: ownerBeforeValidation,
    schema: { params: ZJobParams, body: ZJobRequest, ...detail },
    handler: (request) => after(request, request.params.id, (viewer, id) => updateJob(db, geocoder, viewer, id, request.body)),
  });

  app.post('/api/jobs/:id/publish', {
    config: OWNER_CHANGES_MISSION,
    schema: { params: ZJobParams, ...detail },
    handler: (request) => after(request, request.params.id, (viewer, id) => publishJob(db, viewer, id)),
  });

  app.post('/api/jobs/:id/close', {
    config: OWNER_CHANGES_MISSION,
    preValidation: ownerBeforeValidation,
    schema: { params: ZJobParams, body: ZCloseJobRequest, ...detail },
    handler: (request) => after(request, request.params.id, (viewer, id) => closeJob(db, links(request), viewer, id, request.body)),
  });

  app.post('/api/jobs/:id/reopen', {
    config: OWNER_CHANGES_MISSION,
    schema: { params: ZJobParams, ...detail },
    handler: (request) => after(request, request.params.id, (viewer, id) => reopenJob(db, viewer, id)),
  });

  app.delete('/api/jobs/:id', {
    config: OWNER_CHANGES_MISSION,
    schema: { params: ZJobParams, response: NO_CONTENT },
    handler: async (request, reply) => {
      await deleteDraft(db, requireViewer(request), idOr404(request.params.id, jobMessages.notFound));
      return reply.status(204).send();
    },
  });
};

import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateSavedSearchRequest,
  ZSavedSearch,
  ZSavedSearchesResponse,
  ZSearchAlertOneClickRequest,
  ZSearchAlertUnsubscribeRequest,
  ZSearchAlertUnsubscribeResponse,
  ZUpdateSavedSearchRequest,
} from '#contracts/saved-searches';
import { SEARCH_ALERT_ONE_CLICK_PATH, SEARCH_ALERT_UNSUBSCRIBE_PATH } from '#contracts/saved-searches-terms';
import { zParam } from '#contracts/text';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { linkBase, type OriginPolicy } from '#server/http/origins';
import { NO_CONTENT } from '#server/http/responses';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service.ts';
import { describeAlertUnsubscribe, unsubscribeAlert } from './unsubscribe.ts';

const ZIdParams = z.object({ id: zParam() });

type SavedSearchesOptions = { db: Db; authSecret: string; publicUrl: string; origins: OriginPolicy };

/**
 * A member's saved searches ('Mes recherches') and the public links that stop an alert. `authSecret`
 * signs those links; an alert's links lead to the address the member used (`linkBase`).
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod<SavedSearchesOptions> = async (app, { db, authSecret, publicUrl, origins }) => {
  app.get('/api/saved-searches', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZSavedSearchesResponse } },
    handler: async (request) => ({ savedSearches: await listSavedSearches(db, requireViewer(request).id) }),
  });

  app.post('/api/saved-searches', {
    config: { access: 'signedIn' },
    schema: { body: ZCreateSavedSearchRequest, response: { 201: ZSavedSearch } },
    handler: async (request, reply) =>
      reply.status(201).send(await createSavedSearch(db, requireViewer(request).id, request.body, linkBase(origins, publicUrl, request))),
  });

  app.patch('/api/saved-searches/:id', {
    config: { access: 'signedIn' },
    schema: { params: ZIdParams, body: ZUpdateSavedSearchRequest, response: { 200: ZSavedSearch } },
    handler: (request) => updateSavedSearch(db, requireViewer(request).id, request.params.id, request.body, linkBase(origins, publicUrl, request)),
  });

  app.delete('/api/saved-searches/:id', {
    config: { access: 'signedIn' },
    schema: { params: ZIdParams, response: NO_CONTENT },
    handler: async (request, reply) => {
      await deleteSavedSearch(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  });

  // An alert mail's unsubscribe link works without signing in: the signed token is the authority.
  // Reading it changes nothing (mail scanners follow links); only the page's POST does.
  app.get(SEARCH_ALERT_UNSUBSCRIBE_PATH, {
    config: { access: 'public' },
    schema: { querystring: ZSearchAlertUnsubscribeRequest, response: { 200: ZSearchAlertUnsubscribeResponse } },
    handler: (request) => describeAlertUnsubscribe(db, authSecret, request.query.token),
  });

  app.post(SEARCH_ALERT_UNSUBSCRIBE_PATH, {
    config: { access: 'public' },
    schema: { body: ZSearchAlertUnsubscribeRequest, response: { 200: ZSearchAlertUnsubscribeResponse } },
    handler: (request) => unsubscribeAlert(db, authSecret, request.body.token),
  });

  // One-click unsubscribe from the mail client (List-Unsubscribe-Post, RFC 8058), as for the other optional mails.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    oneClick.post(SEARCH_ALERT_ONE_CLICK_PATH, {
      config: { access: 'public' },
      schema: { querystring: ZSearchAlertUnsubscribeRequest, body: ZSearchAlertOneClickRequest, response: { 200: ZSearchAlertUnsubscribeResponse } },
      handler: (request) => unsubscribeAlert(db, authSecret, request.query.token),
    });
  });
};

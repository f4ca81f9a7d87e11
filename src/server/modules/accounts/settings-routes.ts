import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountSessionsResponse,
  ZDeleteAccountRequest,
  ZDeleteAccountResponse,
  ZRevokedResponse,
  ZSessionParams,
} from '#contracts/account-settings';
import { exportFileName } from '#contracts/account-settings-terms';
import { type Auth, requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { mailLinksFor, type MailLinkSettings } from '#server/http/origins';
import { exportAccountData } from './data-export.ts';
import { deleteAccount } from './deletion.ts';
import { currentSessionId, listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';
import { EVERYTHING_CHANGED } from '#server/http/visitor-cache-tags';

type Options = { db: Db; auth: Auth; rateLimitMax: number } & MailLinkSettings;

/** Better Auth's session cookies (names carry a `__Secure-` prefix in production). */
const isSessionCookie = (name: string) => /session_(token|data)$/.test(name);

/** The account page: sessions, data export and account deletion (password and email go through Better Auth). */
export const accountSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, auth, rateLimitMax, ...mailLinks }) => {
  const links = mailLinksFor(mailLinks);

  app.get('/api/account/sessions', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZAccountSessionsResponse } },
    handler: async (request) => {
      const viewer = requireViewer(request);
      return { sessions: await listSessions(db, viewer.id, await currentSessionId(auth, request.headers.cookie)) };
    },
  });

  app.post('/api/account/sessions/:id/revoke', {
    config: { access: 'owner' },
    schema: { params: ZSessionParams, response: { 200: ZRevokedResponse } },
    handler: async (request) => revokeSession(db, requireViewer(request).id, request.params.id),
  });

  app.post('/api/account/sessions/revoke-others', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZRevokedResponse } },
    handler: async (request) => revokeOtherSessions(db, requireViewer(request).id, await currentSessionId(auth, request.headers.cookie)),
  });

  /** A download (GET: reading changes nothing). */
  app.get('/api/account/export', {
    config: { access: 'signedIn' },
    handler: async (request, reply) => {
      const data = await exportAccountData(db, requireViewer(request).id);
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  });

  app.post('/api/account/delete', {
    // A stolen session guessing the password: limited like Better Auth's credential endpoints.
    // A deleted account's profile and missions leave every page.
    config: { access: 'signedIn', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, visitorCacheChanges: () => EVERYTHING_CHANGED },
    schema: { body: ZDeleteAccountRequest, response: { 200: ZDeleteAccountResponse } },
    handler: async (request, reply) => {
      await deleteAccount(db, auth, links(request), requireViewer(request).id, request.body.password);
      for (const name of Object.keys(request.cookies)) {
        if (isSessionCookie(name)) reply.clearCookie(name, { path: '/' });
      }
      return { deleted: true as const };
    },
  });
};

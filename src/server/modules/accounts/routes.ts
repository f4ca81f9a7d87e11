import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponse, ZRegisterRequest, ZRegisterResponse } from '#contracts/accounts';
import type { Auth } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { linkBase, type OriginPolicy } from '#server/http/origins';
import { getMe, register } from './service.ts';
import { cacheTags } from '#server/http/visitor-cache-tags';

type Options = { db: Db; auth: Auth; origins: OriginPolicy; publicUrl: string; rateLimitMax: number };

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, auth, origins, publicUrl, rateLimitMax }) => {
  app.post('/api/accounts/register', {
    schema: { body: ZRegisterRequest, response: { 201: ZRegisterResponse } },
    config: { access: 'public', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, visitorCacheChanges: () => [cacheTags.profilesSearch] },
    // The verification link follows the address the user opened (outside production).
    handler: async (request, reply) => reply.status(201).send(await register(db, auth, request.body, linkBase(origins, publicUrl, request))),
  });

  /**
   * The signed-in user, from the session the request resolved. When Better Auth's `updateAge` is
   * due, or the cookie no longer opens a session, Better Auth reads it here: it slides the
   * session forward with a new cookie, or clears the dead one.
   */
  app.get('/api/me', {
    config: { access: 'public' },
    schema: { response: { 200: ZMeResponse } },
    handler: async (request, reply) => {
      const { viewer } = request;
      const readBySession = viewer ? request.sessionRefreshDue : request.headers.cookie?.includes('session_token');
      if (readBySession) {
        const headers = new Headers({ cookie: request.headers.cookie ?? '' });
        const result = await auth.api.getSession({ headers, returnHeaders: true });
        for (const cookie of result.headers.getSetCookie()) reply.header('set-cookie', cookie);
        // Its end moved: the next request reads it again.
        if (viewer) app.sessionCache.forgetUser(viewer.id);
      }
      if (!viewer) return reply.send({ user: null });
      return reply.send({ user: await getMe(db, viewer.id, viewer.role, viewer.twoFactorMissing) });
    },
  });
};

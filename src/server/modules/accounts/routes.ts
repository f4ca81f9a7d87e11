import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponse, ZRegisterRequest, ZRegisterResponse } from '#contracts/accounts';
import type { Auth } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { linkBase, type OriginPolicy } from '#server/http/origins';
import type { SettingsStore } from '#server/modules/settings/index';
import { getMe, register } from './service.ts';
import { cacheTags } from '#server/http/visitor-cache-tags';

type Options = { db: Db; auth: Auth; settings: SettingsStore; origins: OriginPolicy; publicUrl: string; rateLimitMax: number };

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, auth, settings, origins, publicUrl, rateLimitMax }) => {
  app.post('/api/accounts/register', {
    schema: { body: ZRegisterRequest, response: { 201: ZRegisterResponse } },
    config: { access: 'public', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, visitorCacheChanges: () => [cacheTags.profilesSearch] },
    // The verification link follows the address the user opened (outside production).
    handler: async (request, reply) => reply.status(201).send(await register(db, auth, request.body, linkBase(origins, publicUrl, request))),
  });

  /** The signed-in user; also slides the session forward (Better Auth refreshes its cookie). */
  app.get('/api/me', {
    config: { access: 'public' },
    schema: { response: { 200: ZMeResponse } },
    handler: async (request, reply) => {
      const headers = new Headers({ cookie: request.headers.cookie ?? '' });
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      for (const cookie of result.headers.getSetCookie()) reply.header('set-cookie', cookie);
      const session = result.response;
      if (!session) return { user: null };
      const role = (session.user as { role?: string }).role === 'admin' ? 'admin' : 'user';
      // An admin must enrol an authenticator first when the admin setting requires it.
      const twoFactorRequired = role === 'admin' && session.user.twoFactorEnabled !== true && (await settings.get()).twoFactorEnabled;
      return { user: await getMe(db, session.user.id, role, twoFactorRequired) };
    },
  });
};

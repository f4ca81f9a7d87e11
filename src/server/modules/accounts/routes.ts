import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponse, ZRegisterRequest, ZRegisterResponse } from '#contracts/accounts';
import type { Auth } from '#server/auth/auth';
import type { Db } from '#server/db/client';
import { getMe, register } from './service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; rateLimitMax: number }> = async (
  app,
  { db, auth, rateLimitMax },
) => {
  app.post('/api/accounts/register', {
    schema: { body: ZRegisterRequest, response: { 201: ZRegisterResponse } },
    config: { access: 'public', rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
    handler: async (request, reply) => reply.status(201).send(await register(db, auth, request.body)),
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
      return { user: await getMe(db, session.user.id, role) };
    },
  });
};

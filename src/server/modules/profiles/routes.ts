import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProfileParams, ZProfileResponse } from '#contracts/profiles';
import type { Db } from '#server/db/client';
import { getProfile } from './service.ts';

/** Public profiles (spec §6: profile pages are public). */
export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/profiles/:id', {
    config: { access: 'public' },
    schema: { params: ZProfileParams, response: { 200: ZProfileResponse } },
    handler: async (request) => ({ profile: await getProfile(db, request.params.id) }),
  });
};

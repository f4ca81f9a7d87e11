import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOwnProfileRequest, ZOwnProfileResponse } from '#contracts/own-profile';
import { PROFILE_SAVES_PER_MINUTE } from '#contracts/own-profile-terms';
import { ZProfileParams, ZProfileResponse } from '#contracts/profiles';
import type { Geocoder } from '#server/adapters/geocoding/index';
import { requireViewer } from '#server/auth/guards';
import type { Db } from '#server/db/client';
import { memberRateLimit } from '#server/http/member-rate-limit';
import { getOwnProfile, updateOwnProfile } from './own-profile.ts';
import { getProfile } from './service.ts';

/** Public profiles (spec §6: profile pages are public) and 'Mon Profil', where members edit their own. */
export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: Geocoder }> = async (app, { db, geocoder }) => {
  app.get('/api/profiles/:id', {
    config: { access: 'public' },
    schema: { params: ZProfileParams, response: { 200: ZProfileResponse } },
    handler: async (request) => ({ profile: await getProfile(db, request.params.id) }),
  });

  app.get('/api/me/profile', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZOwnProfileResponse } },
    handler: async (request) => getOwnProfile(db, requireViewer(request).id),
  });

  app.patch('/api/me/profile', {
    config: { access: 'signedIn', rateLimit: memberRateLimit('profile-saves', PROFILE_SAVES_PER_MINUTE) },
    schema: { body: ZOwnProfileRequest, response: { 200: ZOwnProfileResponse } },
    handler: async (request) => {
      const viewer = requireViewer(request);
      await updateOwnProfile(db, geocoder, viewer, request.body);
      return getOwnProfile(db, viewer.id);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ZAvatarResponse } from '#contracts/avatar';
import { AVATAR_MAX_BYTES, AVATAR_UPLOADS_PER_MINUTE, avatarMessages } from '#contracts/avatar-terms';
import { ZOwnProfileRequest, ZOwnProfileResponse } from '#contracts/own-profile';
import { PROFILE_SAVES_PER_MINUTE } from '#contracts/own-profile-terms';
import { ZProfileParams, ZProfileResponse } from '#contracts/profiles';
import type { Geocoder } from '#server/adapters/geocoding/index';
import type { FileStorage } from '#server/adapters/storage/index';
import { requireViewer } from '#server/auth/index';
import type { Db } from '#server/db/index';
import { acceptFileUploads, readUploadedFile } from '#server/http/file-upload';
import { memberRateLimit } from '#server/http/member-rate-limit';
import { removeAvatar, setAvatar } from './avatar.ts';
import { getOwnProfile, updateOwnProfile } from './own-profile.ts';
import { getProfile } from './service.ts';
import { cachedPublicRead } from '#server/http/visitor-cache';
import { cacheTags, idParam, profileChanged } from '#server/http/visitor-cache-tags';

/** The signed-in member's own profile changed (its id is their user id). */
const ownProfileChanged = (request: FastifyRequest) => profileChanged(requireViewer(request).id);

/** Public profiles (spec §6: profile pages are public) and 'Mon Profil', where members edit their own. */
export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: Geocoder; storage: FileStorage }> = async (app, { db, geocoder, storage }) => {
  app.get('/api/profiles/:id', {
    config: cachedPublicRead((request) => [cacheTags.profile(idParam(request)), cacheTags.profiles]),
    schema: { params: ZProfileParams, response: { 200: ZProfileResponse } },
    handler: async (request) => ({ profile: await getProfile(db, request.params.id) }),
  });

  app.get('/api/me/profile', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZOwnProfileResponse } },
    handler: async (request) => getOwnProfile(db, requireViewer(request).id),
  });

  app.patch('/api/me/profile', {
    config: { access: 'signedIn', rateLimit: memberRateLimit('profile-saves', PROFILE_SAVES_PER_MINUTE), visitorCacheChanges: ownProfileChanged },
    schema: { body: ZOwnProfileRequest, response: { 200: ZOwnProfileResponse } },
    handler: async (request) => {
      const viewer = requireViewer(request);
      await updateOwnProfile(db, geocoder, viewer, request.body);
      return getOwnProfile(db, viewer.id);
    },
  });

  const avatarRateLimit = memberRateLimit('avatar-changes', AVATAR_UPLOADS_PER_MINUTE);
  await app.register(async (uploads) => {
    await acceptFileUploads(uploads, AVATAR_MAX_BYTES);
    uploads.post('/api/me/avatar', {
      config: { access: 'signedIn', rateLimit: avatarRateLimit, visitorCacheChanges: ownProfileChanged },
      schema: { response: { 200: ZAvatarResponse } },
      handler: async (request) => {
        const viewer = requireViewer(request);
        const bytes = await readUploadedFile(request, 'avatar', avatarMessages);
        return { avatarUrl: await setAvatar(db, storage, viewer.id, bytes) };
      },
    });
  });

  app.delete('/api/me/avatar', {
    config: { access: 'signedIn', rateLimit: avatarRateLimit, visitorCacheChanges: ownProfileChanged },
    schema: { response: { 200: ZAvatarResponse } },
    handler: async (request) => {
      await removeAvatar(db, requireViewer(request).id);
      return { avatarUrl: null };
    },
  });
};

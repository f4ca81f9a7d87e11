import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ZFirstStepsResponse } from '#contracts/first-steps';
import { ZPortfolioItemParams, ZPortfolioItemRequest, ZPortfolioItemResponse, ZPortfolioResponse } from '#contracts/portfolio';
import { PORTFOLIO_CHANGES_PER_MINUTE, PORTFOLIO_IMAGE_MAX_BYTES, portfolioMessages } from '#contracts/portfolio-terms';
import { dismissFirstSteps, getFirstSteps } from './first-steps.ts';
import { addPortfolioItem, listPortfolio, removePortfolioItem, setPortfolioImage, updatePortfolioItem } from './portfolio.ts';
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

  // First steps (ADR 0052): the 'Mon Profil' meter and the dashboard's checklist.
  app.get('/api/me/first-steps', {
    config: { access: 'signedIn', inProcess: true },
    schema: { response: { 200: ZFirstStepsResponse } },
    handler: async (request) => getFirstSteps(db, requireViewer(request).id),
  });

  app.post('/api/me/first-steps/dismiss', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZFirstStepsResponse } },
    handler: async (request) => {
      const viewer = requireViewer(request);
      await dismissFirstSteps(db, viewer.id);
      return getFirstSteps(db, viewer.id);
    },
  });

  // Portfolio (ADR 0052): each change shows on the public profile, whose cached page is dropped.
  const managersOnly = { userTypes: ['community_manager'], forbidden: portfolioMessages.managersOnly } as const;
  const portfolioChange = {
    access: managersOnly,
    rateLimit: memberRateLimit('portfolio-changes', PORTFOLIO_CHANGES_PER_MINUTE),
    visitorCacheChanges: ownProfileChanged,
  };

  app.get('/api/me/portfolio', {
    config: { access: managersOnly },
    schema: { response: { 200: ZPortfolioResponse } },
    handler: async (request) => ({ items: await listPortfolio(db, requireViewer(request).id) }),
  });

  app.post('/api/me/portfolio', {
    config: portfolioChange,
    schema: { body: ZPortfolioItemRequest, response: { 201: ZPortfolioItemResponse } },
    handler: async (request, reply) => reply.status(201).send({ item: await addPortfolioItem(db, requireViewer(request), request.body) }),
  });

  app.patch('/api/me/portfolio/:id', {
    config: portfolioChange,
    schema: { params: ZPortfolioItemParams, body: ZPortfolioItemRequest, response: { 200: ZPortfolioItemResponse } },
    handler: async (request) => ({ item: await updatePortfolioItem(db, requireViewer(request), request.params.id, request.body) }),
  });

  app.delete('/api/me/portfolio/:id', {
    config: portfolioChange,
    schema: { params: ZPortfolioItemParams, response: { 200: ZPortfolioResponse } },
    handler: async (request) => {
      const viewer = requireViewer(request);
      await removePortfolioItem(db, viewer, request.params.id);
      return { items: await listPortfolio(db, viewer.id) };
    },
  });

  await app.register(async (uploads) => {
    await acceptFileUploads(uploads, PORTFOLIO_IMAGE_MAX_BYTES);
    uploads.withTypeProvider<ZodTypeProvider>().post('/api/me/portfolio/:id/image', {
      config: portfolioChange,
      schema: { params: ZPortfolioItemParams, response: { 200: ZPortfolioItemResponse } },
      handler: async (request) => {
        const bytes = await readUploadedFile(request, 'image', portfolioMessages);
        return { item: await setPortfolioImage(db, storage, requireViewer(request), request.params.id, bytes) };
      },
    });
  });
};

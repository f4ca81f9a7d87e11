import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFavouriteIdsResponse, ZFavouriteParams, ZFavouritesResponse } from '#contracts/favourites';
import { CLIENT_USER_TYPES, FAVOURITE_KINDS, favouriteMessages, type TFavouriteKind } from '#contracts/favourites-terms';
import { requireViewer } from '#server/auth/index';
import type { Access } from '#server/http/access';
import type { Db } from '#server/db/index';
import { NO_CONTENT } from '#server/http/responses';
import { addFavourite, listFavouriteIds, listFavourites, removeFavourite } from './service.ts';

/** Who may keep what (ADR 0050): clients keep community managers, community managers keep missions. */
const keepers: Record<TFavouriteKind, Access> = {
  managers: { userTypes: CLIENT_USER_TYPES, anonymous: favouriteMessages.connect, forbidden: favouriteMessages.onlyClients },
  missions: { userTypes: ['community_manager'], anonymous: favouriteMessages.connect, forbidden: favouriteMessages.onlyManagers },
};

export const favouritesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/me/favourites', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZFavouritesResponse } },
    handler: (request) => listFavourites(db, requireViewer(request).id),
  });

  app.get('/api/me/favourites/ids', {
    config: { access: 'signedIn' },
    schema: { response: { 200: ZFavouriteIdsResponse } },
    handler: (request) => listFavouriteIds(db, requireViewer(request)),
  });

  for (const kind of FAVOURITE_KINDS) {
    app.put(`/api/me/favourites/${kind}/:id`, {
      config: { access: keepers[kind] },
      schema: { params: ZFavouriteParams, response: NO_CONTENT },
      handler: async (request, reply) => {
        await addFavourite(db, requireViewer(request), { kind, id: request.params.id });
        return reply.status(204).send();
      },
    });

    app.delete(`/api/me/favourites/${kind}/:id`, {
      config: { access: keepers[kind] },
      schema: { params: ZFavouriteParams, response: NO_CONTENT },
      handler: async (request, reply) => {
        await removeFavourite(db, requireViewer(request), { kind, id: request.params.id });
        return reply.status(204).send();
      },
    });
  }
};

import { z } from 'zod';
import { MANAGER_FAVOURITE_STATUSES, MISSION_FAVOURITE_STATUSES } from './favourites-terms.ts';
import { zParam } from './text.ts';

/** PUT and DELETE /api/me/favourites/managers/:id and …/missions/:id. */
export const ZFavouriteParams = z.object({ id: zParam() });

/** GET /api/me/favourites/ids — what the hearts read (member-only: public pages stay cacheable). */
export const ZFavouriteIdsResponse = z.object({ managerIds: z.array(z.uuid()), missionIds: z.array(z.uuid()) });
export type TFavouriteIdsResponse = z.infer<typeof ZFavouriteIdsResponse>;

export const ZManagerFavourite = z.object({
  managerId: z.uuid(),
  fullName: z.string(),
  headline: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  status: z.enum(MANAGER_FAVOURITE_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TManagerFavourite = z.infer<typeof ZManagerFavourite>;

export const ZMissionFavourite = z.object({
  missionId: z.uuid(),
  title: z.string(),
  /** The client's company (or name); null when the mission can no longer be shown. */
  clientName: z.string().nullable(),
  status: z.enum(MISSION_FAVOURITE_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TMissionFavourite = z.infer<typeof ZMissionFavourite>;

/** GET /api/me/favourites — newest first; each member type fills the one list it may keep. */
export const ZFavouritesResponse = z.object({ managers: z.array(ZManagerFavourite), missions: z.array(ZMissionFavourite) });
export type TFavouritesResponse = z.infer<typeof ZFavouritesResponse>;

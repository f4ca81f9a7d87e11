import { z } from 'zod';
import { PURCHASE_PURPOSES } from './payments-terms.ts';

/**
 * What the server pushes to one signed-in user. Each SSE frame is
 * `event: <type>` + `data: <JSON of data>`; payloads are ids, never content:
 * the web refetches what it shows.
 */
export const ZRealtimeEvent = z.discriminatedUnion('type', [
  /** A message was sent to this user, or by this user from another tab. */
  z.object({ type: z.literal('message'), data: z.object({ id: z.uuid(), senderId: z.uuid(), receiverId: z.uuid() }) }),
  /** A message of this user's conversation was removed by moderation: the thread shows the removal. */
  z.object({ type: z.literal('message_moderated'), data: z.object({ id: z.uuid(), senderId: z.uuid(), receiverId: z.uuid() }) }),
  /** This user read the conversation with `partnerId` (in another tab): refresh unread badges. */
  z.object({ type: z.literal('messages_read'), data: z.object({ partnerId: z.uuid() }) }),
  z.object({
    type: z.literal('notification'),
    data: z.object({ id: z.uuid(), title: z.string(), link: z.string().nullable() }),
  }),
  /** This user marked every notification read (in another tab). */
  z.object({ type: z.literal('notifications_read'), data: z.object({}) }),
  z.object({
    type: z.literal('entitlement'),
    data: z.object({ purpose: z.enum(PURCHASE_PURPOSES), targetId: z.string() }),
  }),
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

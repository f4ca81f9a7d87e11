import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TConversation, TMessage, TSendMessageRequest, TThreadResponse } from '#contracts/messages';
import {
  MESSAGE_MAX_LENGTH,
  messagesMessages,
  messagingLockMessages,
  THREAD_PAGE_SIZE,
} from '#contracts/messages-terms';
import type { RealtimeBus, RealtimeEvent } from '#server/adapters/realtime/bus';
import type { Viewer } from '#server/auth/guards';
import type { Db } from '#server/db/client';
import { messages, profiles } from '#server/db/schema/index';
import { forbidden, invalid, notFound } from '#server/http/errors';
import { findPartner, messagingRights, type MessagingRights } from './rights.ts';

type Member = Pick<Viewer, 'id' | 'userType'>;

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  content: messages.content,
  read: messages.read,
  createdAt: messages.createdAt,
};
const toMessage = (row: { createdAt: Date } & Omit<TMessage, 'createdAt'>): TMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A realtime push never fails the request that caused it: the data is stored already. */
async function publish(bus: RealtimeBus, log: FastifyBaseLogger, userId: string, event: RealtimeEvent) {
  try {
    await bus.publish(userId, event);
  } catch (error) {
    log.warn({ err: error, type: event.type }, 'realtime publish failed');
  }
}

async function requirePartner(db: Db, viewer: Member, partnerId: string) {
  if (partnerId === viewer.id) throw invalid({ receiverId: messagesMessages.self });
  const partner = await findPartner(db, partnerId);
  if (!partner) throw notFound(messagesMessages.partnerNotFound);
  return partner;
}

/** GET /api/messages/rights/:partnerId */
export async function getMessagingRights(db: Db, viewer: Member, partnerId: string): Promise<MessagingRights> {
  const partner = await requirePartner(db, viewer, partnerId);
  return messagingRights(db, viewer, partner);
}

/**
 * Sends a message: trimmed, never empty, only where the rights allow (nothing is stored
 * otherwise); then pushed to the receiver and to the sender's other tabs.
 */
export async function sendMessage(
  db: Db,
  bus: RealtimeBus,
  log: FastifyBaseLogger,
  viewer: Member,
  input: TSendMessageRequest,
): Promise<TMessage> {
  const content = input.content.trim();
  if (!content) throw invalid({ content: messagesMessages.empty });
  if (content.length > MESSAGE_MAX_LENGTH) throw invalid({ content: messagesMessages.tooLong });
  const partner = await requirePartner(db, viewer, input.receiverId);
  const rights = await messagingRights(db, viewer, partner);
  if (!rights.canWrite) throw forbidden(messagingLockMessages[rights.lock ?? 'not_allowed']);

  const [message] = await db
    .insert(messages)
    .values({ senderId: viewer.id, receiverId: partner.id, content })
    .returning(messageColumns);
  const event: RealtimeEvent = {
    type: 'message',
    data: { id: message!.id, senderId: message!.senderId, receiverId: message!.receiverId },
  };
  await Promise.all([publish(bus, log, partner.id, event), publish(bus, log, viewer.id, event)]);
  return toMessage(message!);
}

/**
 * The viewer's conversations, newest first, in one query: the last message per partner
 * (DISTINCT ON the unordered pair of ids, so no parameter sits in the DISTINCT expression),
 * the partner's profile and the count of the partner's unread messages to the viewer.
 */
export async function listConversations(db: Db, viewerId: string): Promise<TConversation[]> {
  const pairLow = sql`least(${messages.senderId}, ${messages.receiverId})`;
  const pairHigh = sql`greatest(${messages.senderId}, ${messages.receiverId})`;
  const last = db.$with('last_message').as(
    db
      .selectDistinctOn([pairLow, pairHigh], {
        partnerId: sql<string>`CASE WHEN ${messages.senderId} = ${viewerId} THEN ${messages.receiverId} ELSE ${messages.senderId} END`.as(
          'partner_id',
        ),
        content: messages.content,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
      })
      .from(messages)
      .where(or(eq(messages.senderId, viewerId), eq(messages.receiverId, viewerId)))
      .orderBy(pairLow, pairHigh, desc(messages.createdAt), desc(messages.id)),
  );
  const unread = db.$with('unread').as(
    db
      .select({ fromId: sql<string>`${messages.senderId}`.as('from_id'), unreadCount: count().as('unread_count') })
      .from(messages)
      .where(and(eq(messages.receiverId, viewerId), eq(messages.read, false)))
      .groupBy(messages.senderId),
  );
  const rows = await db
    .with(last, unread)
    .select({
      partner: { id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl, userType: profiles.userType },
      content: last.content,
      createdAt: last.createdAt,
      senderId: last.senderId,
      unreadCount: sql<number>`coalesce(${unread.unreadCount}, 0)::int`,
    })
    .from(last)
    .innerJoin(profiles, eq(profiles.id, last.partnerId))
    .leftJoin(unread, eq(unread.fromId, last.partnerId))
    .orderBy(desc(last.createdAt), profiles.id);
  return rows.map((row) => ({
    partner: row.partner,
    lastMessage: { content: row.content, createdAt: row.createdAt.toISOString(), fromMe: row.senderId === viewerId },
    unreadCount: Number(row.unreadCount),
  }));
}

/**
 * Opens the thread with a partner: marks the partner's messages to the viewer read (and tells
 * the viewer's other tabs), then answers one page, oldest first, with the writing rights.
 */
export async function openThread(
  db: Db,
  bus: RealtimeBus,
  log: FastifyBaseLogger,
  viewer: Member,
  partnerId: string,
  page: { before?: string; limit?: number } = {},
): Promise<TThreadResponse> {
  const partner = await requirePartner(db, viewer, partnerId);
  const limit = page.limit ?? THREAD_PAGE_SIZE;

  const marked = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.senderId, partner.id), eq(messages.receiverId, viewer.id), eq(messages.read, false)))
    .returning({ id: messages.id });
  if (marked.length > 0) await publish(bus, log, viewer.id, { type: 'messages_read', data: { partnerId: partner.id } });

  const between = or(
    and(eq(messages.senderId, viewer.id), eq(messages.receiverId, partner.id)),
    and(eq(messages.senderId, partner.id), eq(messages.receiverId, viewer.id)),
  );
  const cursor = page.before
    ? sql`(${messages.createdAt}, ${messages.id}) < (SELECT c.created_at, c.id FROM ${messages} AS c WHERE c.id = ${page.before})`
    : undefined;
  const newestFirst = await db
    .select(messageColumns)
    .from(messages)
    .where(and(between, cursor))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);

  const rights = await messagingRights(db, viewer, partner);
  return {
    ...rights,
    partner,
    messages: newestFirst.slice(0, limit).reverse().map(toMessage),
    hasMore: newestFirst.length > limit,
  };
}

/** Messages to the viewer not read yet (header and tab badge). */
export async function countUnread(db: Db, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, viewerId), eq(messages.read, false)));
  return Number(row?.count ?? 0);
}

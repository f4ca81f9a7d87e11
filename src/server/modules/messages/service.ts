import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { TConversation, TMessage, TMessagingRightsResponse, TSendMessageRequest, TThreadResponse } from '#contracts/messages';
import { MESSAGE_MAX_LENGTH, messagesMessages, messagingLockMessages, THREAD_PAGE_SIZE } from '#contracts/messages-terms';
import { notificationLinks } from '#contracts/notifications-terms';
import type { Viewer } from '#server/auth/index';
import type { TConversationMission } from '#contracts/messages';
import { detectContactWarnings } from '#contracts/contact-warnings';
import { NEW_ACCOUNT_DAYS } from '#contracts/contact-warnings-terms';
import { type Db, jsonRows, messages, preparedPerDatabase } from '#server/db/index';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { forbidden, invalid, notFound } from '#server/http/errors';
import { markNotificationsRead } from '#server/modules/notifications/index';
import { MESSAGE_NOTIFICATION, recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { hiredBetween, sharedMission, standingColumns, standingOf, standingWith, type Standing } from './rights.ts';

type Member = Pick<Viewer, 'id' | 'userType'>;

const messageColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  content: messages.content,
  read: messages.read,
  reported: messages.reported,
  moderatedAt: messages.moderatedAt,
  warnings: messages.warnings,
  createdAt: messages.createdAt,
};
/** A message as members see it: one removed by moderation keeps no text, no warning and is not reportable. */
const toMessage = ({
  moderatedAt,
  createdAt,
  warnings,
  ...row
}: { createdAt: Date; moderatedAt: Date | null; warnings: TMessage['warnings'] | null } & Omit<
  TMessage,
  'createdAt' | 'moderated' | 'warnings'
>): TMessage => ({
  ...row,
  // Null only until the start-up screening reached it (ADR 0057).
  warnings: warnings ?? [],
  ...(moderatedAt ? { content: '', reported: false, warnings: [] } : {}),
  moderated: moderatedAt !== null,
  createdAt: createdAt.toISOString(),
});

/** Where the viewer stands with the partner (`standingWith`); 404 when there is no such member, 400 for oneself. */
async function requireStanding(db: Db, viewer: Member, partnerId: string): Promise<Standing> {
  if (partnerId === viewer.id) throw invalid({ receiverId: messagesMessages.self });
  const standing = await standingWith(db, viewer, partnerId);
  if (!standing) throw notFound(messagesMessages.partnerNotFound);
  return standing;
}

/** GET /api/messages/rights/:partnerId */
export async function getMessagingRights(db: Db, viewer: Member, partnerId: string): Promise<TMessagingRightsResponse> {
  const { rights, hired } = await requireStanding(db, viewer, partnerId);
  return { ...rights, beforeHire: !hired };
}

/**
 * The scam detector's say on a message (ADR 0057), re-run here whatever the composer showed:
 * before a hire, what it found is stored on the message (its receiver sees a safety notice);
 * from an account younger than NEW_ACCOUNT_DAYS it also goes to the moderation queue. It is
 * delivered meanwhile.
 */
async function screenMessage(db: Db, senderId: string, receiverId: string, content: string) {
  const warnings = detectContactWarnings(content);
  if (warnings.length === 0 || (await hiredBetween(db, [senderId, receiverId]))) return { warnings: [], flaggedAt: null };
  const [sender] = await db.select({ createdAt: profiles.createdAt }).from(profiles).where(eq(profiles.id, senderId));
  const newAccountSince = Date.now() - NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000;
  const isNewAccount = !sender || sender.createdAt.getTime() > newAccountSince;
  return { warnings, flaggedAt: isNewAccount ? new Date() : null };
}

/**
 * Sends a message: trimmed, never empty, only where the rights allow (nothing is stored
 * otherwise). Recorded as sent in the same transaction: the notifier then refreshes the
 * receiver's notification for this conversation (one while unread), pushes the message to
 * the receiver and to the sender's other tabs, and mails the receiver if it is still unread after
 * a while (`links`: the site the mail's link leads to).
 */
export async function sendMessage(db: Db, links: LinkBase, viewer: Member, input: TSendMessageRequest): Promise<TMessage> {
  const content = input.content.trim();
  if (!content) throw invalid({ content: messagesMessages.empty });
  if (content.length > MESSAGE_MAX_LENGTH) throw invalid({ content: messagesMessages.tooLong });
  const { partner, rights } = await requireStanding(db, viewer, input.receiverId);
  if (!rights.canWrite) throw forbidden(messagingLockMessages[rights.lock ?? 'not_allowed']);
  if (input.jobId && !(await sharedMission(db, [viewer.id, partner.id], input.jobId))) throw forbidden(messagesMessages.missionNotShared);

  const screening = await screenMessage(db, viewer.id, partner.id, content);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ senderId: viewer.id, receiverId: partner.id, content, jobId: input.jobId ?? null, ...screening })
      .returning(messageColumns);
    await recordEvent(tx, {
      type: 'message.sent',
      messageId: row!.id,
      senderId: viewer.id,
      receiverId: partner.id,
      baseUrl: links.baseUrl,
    });
    return row!;
  });
  return toMessage(message);
}

/**
 * Marks the partner's messages to the viewer read, and the viewer's notification for this
 * conversation; the viewer's tabs are told (unread badges). POST only: reading changes nothing.
 */
export async function markConversationRead(db: Db, viewer: Member, partnerId: string): Promise<{ marked: number }> {
  const { partner } = await requireStanding(db, viewer, partnerId);
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(messages)
      .set({ read: true })
      .where(and(eq(messages.senderId, partner.id), eq(messages.receiverId, viewer.id), eq(messages.read, false)))
      .returning({ id: messages.id });
    await markNotificationsRead(tx, viewer.id, MESSAGE_NOTIFICATION, notificationLinks.conversation(partner.id));
    if (marked.length > 0) await recordEvent(tx, { type: 'conversation.read', readerId: viewer.id, partnerId: partner.id });
    return { marked: marked.length };
  });
}

/** What changes per request in this module's prepared statements. */
const param = {
  viewerId: sql.placeholder('viewerId'),
  partnerId: sql.placeholder('partnerId'),
  before: sql.placeholder('before'),
  limit: sql.placeholder('limit'),
};
// DISTINCT ON the unordered pair of ids: no parameter sits in the DISTINCT expression.
const pairLow = sql`least(${messages.senderId}, ${messages.receiverId})`;
const pairHigh = sql`greatest(${messages.senderId}, ${messages.receiverId})`;
const partnerOfViewer = sql<string>`CASE WHEN ${messages.senderId} = ${param.viewerId} THEN ${messages.receiverId} ELSE ${messages.senderId} END`;
const ofViewer = or(eq(messages.senderId, param.viewerId), eq(messages.receiverId, param.viewerId));

/** The mission of the latest message written about one, per conversation of the viewer. */
const everyConversationMission = preparedPerDatabase((db) =>
  db
    .selectDistinctOn([pairLow, pairHigh], { partnerId: partnerOfViewer, id: missions.id, title: missions.title })
    .from(messages)
    .innerJoin(missions, eq(missions.id, messages.jobId))
    .where(ofViewer)
    .orderBy(pairLow, pairHigh, desc(messages.createdAt), desc(messages.id))
    .prepare('messages_conversation_missions'),
);

/** What each of the viewer's conversations is about: the mission of its latest message written about one (by partner, in one query). */
async function conversationMissions(db: Db, viewerId: string): Promise<Map<string, TConversationMission>> {
  const rows = await everyConversationMission(db).execute({ viewerId });
  return new Map(rows.map((row) => [row.partnerId, { id: row.id, title: row.title }]));
}

const conversations = preparedPerDatabase((db) => {
  const last = db.$with('last_message').as(
    db
      .selectDistinctOn([pairLow, pairHigh], {
        partnerId: partnerOfViewer.as('partner_id'),
        content: messages.content,
        moderatedAt: messages.moderatedAt,
        createdAt: messages.createdAt,
        senderId: messages.senderId,
      })
      .from(messages)
      .where(ofViewer)
      .orderBy(pairLow, pairHigh, desc(messages.createdAt), desc(messages.id)),
  );
  const unread = db.$with('unread').as(
    db
      .select({ fromId: sql<string>`${messages.senderId}`.as('from_id'), unreadCount: count().as('unread_count') })
      .from(messages)
      .where(and(eq(messages.receiverId, param.viewerId), eq(messages.read, false)))
      .groupBy(messages.senderId),
  );
  return db
    .with(last, unread)
    .select({
      partner: { id: profiles.id, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl, userType: profiles.userType },
      content: last.content,
      moderatedAt: last.moderatedAt,
      createdAt: last.createdAt,
      senderId: last.senderId,
      unreadCount: sql<number>`coalesce(${unread.unreadCount}, 0)::int`,
    })
    .from(last)
    .innerJoin(profiles, eq(profiles.id, last.partnerId))
    .leftJoin(unread, eq(unread.fromId, last.partnerId))
    .orderBy(desc(last.createdAt), profiles.id)
    .prepare('messages_conversations');
});

/**
 * The viewer's conversations, newest first, in one query: the last message per partner
 * (DISTINCT ON the unordered pair of ids), the partner's profile and the count of the partner's
 * unread messages to the viewer; beside it, what each is about.
 */
export async function listConversations(db: Db, viewerId: string): Promise<TConversation[]> {
  const [rows, aboutMissions] = await Promise.all([conversations(db).execute({ viewerId }), conversationMissions(db, viewerId)]);
  return rows.map((row) => ({
    partner: row.partner,
    lastMessage: {
      content: row.moderatedAt ? '' : row.content,
      moderated: row.moderatedAt !== null,
      createdAt: row.createdAt.toISOString(),
      fromMe: row.senderId === viewerId,
    },
    unreadCount: Number(row.unreadCount),
    mission: aboutMissions.get(row.partner.id) ?? null,
  }));
}

type ListedMessage = Omit<Parameters<typeof toMessage>[0], 'createdAt' | 'moderatedAt'> & { createdAt: string; moderatedAt: string | null };

/**
 * A thread's page in one statement (ADR 0067): where the viewer stands with the partner
 * (`standingColumns`), the newest messages between them (before a message: the older ones), newest
 * first, and the mission of the latest message written about one. One statement per side of the
 * unlocks and with or without a cursor.
 */
function threadQuery(db: Db, viewerIsManager: boolean, fromCursor: boolean) {
  const between = or(
    and(eq(messages.senderId, param.viewerId), eq(messages.receiverId, param.partnerId)),
    and(eq(messages.senderId, param.partnerId), eq(messages.receiverId, param.viewerId)),
  );
  const cursor = fromCursor
    ? sql`(${messages.createdAt}, ${messages.id}) < (SELECT c.created_at, c.id FROM ${messages} AS c WHERE c.id = ${param.before})`
    : undefined;
  const newestFirst = sql`ORDER BY ${messages.createdAt} DESC, ${messages.id} DESC`;
  return db
    .select({
      ...standingColumns(db, viewerIsManager),
      messages: jsonRows<ListedMessage>(messageColumns, sql`FROM ${messages} WHERE ${and(between, cursor)} ${newestFirst} LIMIT ${param.limit}`),
      about: jsonRows<TConversationMission>(
        { id: missions.id, title: missions.title },
        sql`FROM ${messages} INNER JOIN ${missions} ON ${missions.id} = ${messages.jobId} WHERE ${between} ${newestFirst} LIMIT 1`,
      ),
    })
    .from(profiles)
    .where(eq(profiles.id, param.partnerId))
    .prepare(`messages_thread_${viewerIsManager ? 'manager' : 'client'}${fromCursor ? '_before' : ''}`);
}
const threadQueries = {
  manager: { first: preparedPerDatabase((db) => threadQuery(db, true, false)), before: preparedPerDatabase((db) => threadQuery(db, true, true)) },
  client: { first: preparedPerDatabase((db) => threadQuery(db, false, false)), before: preparedPerDatabase((db) => threadQuery(db, false, true)) },
};

/**
 * One page of the thread with a partner, oldest first, with the writing rights and the mission the
 * conversation is about (changes nothing); 404 when there is no such member, 400 for oneself.
 */
export async function openThread(
  db: Db,
  viewer: Member,
  partnerId: string,
  page: { before?: string; limit?: number; about?: string } = {},
): Promise<TThreadResponse> {
  if (partnerId === viewer.id) throw invalid({ receiverId: messagesMessages.self });
  const limit = page.limit ?? THREAD_PAGE_SIZE;
  const side = viewer.userType === 'community_manager' ? 'manager' : 'client';
  const thread = threadQueries[side][page.before ? 'before' : 'first'](db);
  const [[row], opened] = await Promise.all([
    thread.execute({ viewerId: viewer.id, partnerId, before: page.before, limit: limit + 1 }),
    page.about ? sharedMission(db, [viewer.id, partnerId], page.about) : undefined,
  ]);
  if (!row) throw notFound(messagesMessages.partnerNotFound);
  const { messages: newestFirst, about, ...standingRow } = row;
  const { partner, rights, hired } = standingOf(viewer, standingRow);
  return {
    ...rights,
    beforeHire: !hired,
    partner,
    // The mission it was opened about, else the one its messages are about.
    mission: opened ?? about[0] ?? null,
    messages: newestFirst
      .slice(0, limit)
      .reverse()
      .map((message) =>
        toMessage({
          ...message,
          createdAt: new Date(message.createdAt),
          moderatedAt: message.moderatedAt === null ? null : new Date(message.moderatedAt),
        }),
      ),
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

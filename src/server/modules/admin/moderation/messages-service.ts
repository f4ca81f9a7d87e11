import { aliasedTable, and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminMessage, TAdminMessageCounters, TAdminMessagesQuery, TAdminMessagesResponse } from '#contracts/admin-moderation';
import { MODERATION_AUDIT_ACTIONS, MODERATION_TIME_ZONE, messageModerationTexts } from '#contracts/admin-moderation-terms';
import type { Db, DbOrTx } from '#server/db/index';
import { eraseMessageContent } from '#server/modules/messages/index';
import { messages } from '#server/modules/messages/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { idOr404, notFound } from '#server/http/errors';
import { recordEvent } from '#server/modules/notifier/index';
import { recordAudit } from '../audit.ts';
import { listPage, matchesSearch } from '../list.ts';
import { memberColumns, toTotal } from './parties.ts';

const sender = aliasedTable(profiles, 'sender');
const receiver = aliasedTable(profiles, 'receiver');

function selectMessages(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: messages.id,
      content: messages.content,
      reported: messages.reported,
      moderatedAt: messages.moderatedAt,
      warnings: messages.warnings,
      flaggedAt: messages.flaggedAt,
      createdAt: messages.createdAt,
      sender: { ...memberColumns(sender), userType: sender.userType },
      receiver: { ...memberColumns(receiver), userType: receiver.userType },
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(receiver, eq(receiver.id, messages.receiverId))
    .where(where);
}

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];
const toAdminMessage = ({ moderatedAt, flaggedAt, createdAt, content, warnings, ...row }: MessageRow): TAdminMessage => ({
  ...row,
  warnings: warnings ?? [],
  content: moderatedAt ? '' : content,
  moderated: moderatedAt !== null,
  flagged: flaggedAt !== null && moderatedAt === null,
  createdAt: createdAt.toISOString(),
});

/**
 * What 'Messages signalés uniquement' lists: reported by their receiver, or queued by the scam
 * detector (ADR 0057) and not removed yet.
 */
const inQueue = or(eq(messages.reported, true), and(isNotNull(messages.flaggedAt), isNull(messages.moderatedAt)));

/** 'Gestion des messages': search (content, sender and receiver names), reported only; newest first. */
export async function listAdminMessages(db: Db, query: TAdminMessagesQuery): Promise<TAdminMessagesResponse> {
  const where = and(matchesSearch(query.q, [messages.content, sender.fullName, receiver.fullName]), query.reported ? inQueue : undefined);
  return listPage(query, {
    rows: async ({ limit, offset }) =>
      (await selectMessages(db, where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit).offset(offset)).map(toAdminMessage),
    total: async () =>
      toTotal(
        await db
          .select({ total: count() })
          .from(messages)
          .innerJoin(sender, eq(sender.id, messages.senderId))
          .innerJoin(receiver, eq(receiver.id, messages.receiverId))
          .where(where),
      ),
  });
}

/** Midnight of the current day in France, as a timestamptz. */
const startOfToday = sql`(date_trunc('day', now() AT TIME ZONE ${MODERATION_TIME_ZONE}) AT TIME ZONE ${MODERATION_TIME_ZONE})`;

/** The screen's counters, in one read: sent today (France), reported or flagged by the detector (still shown), total. */
export async function messageCounters(db: Db): Promise<TAdminMessageCounters> {
  const [row] = await db
    .select({
      today: sql<number>`count(*) FILTER (WHERE ${messages.createdAt} >= ${startOfToday})::int`,
      reported: sql<number>`count(*) FILTER (WHERE (${messages.reported} OR ${messages.flaggedAt} IS NOT NULL) AND ${messages.moderatedAt} IS NULL)::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(messages);
  return { today: Number(row?.today ?? 0), reported: Number(row?.reported ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * 'Supprimer': the message's text is removed for good (content emptied, `moderated_at` set,
 * no longer reported); the row stays so the conversation shows 'Message supprimé par la
 * modération' in its place. In the same transaction, the removal is recorded (the notifier
 * tells both members' open screens) and the audit entry is written — without the removed text, which
 * is private correspondence. Removing it again changes nothing.
 */
export async function removeMessage(db: Db, actorId: string, messageId: string): Promise<void> {
  idOr404(messageId, messageModerationTexts.notFound);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, messageId)).for('update');
    const [message] = locked ? await selectMessages(tx, eq(messages.id, messageId)) : [];
    if (!message) throw notFound(messageModerationTexts.notFound);
    if (message.moderatedAt) return;

    await eraseMessageContent(tx, message.id);
    await recordEvent(tx, { type: 'message.removed', messageId: message.id, senderId: message.sender.id, receiverId: message.receiver.id });
    await recordAudit(tx, actorId, {
      action: MODERATION_AUDIT_ACTIONS.messageRemove,
      entity: 'message',
      entityId: message.id,
      label: `Message de ${message.sender.fullName} à ${message.receiver.fullName}`,
      changes: {
        moderated: { from: false, to: true },
        ...(message.reported ? { reported: { from: true, to: false } } : {}),
      },
    });
  });
}

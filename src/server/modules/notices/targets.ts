import { type SQLWrapper, aliasedTable, and, eq, isNull, ne, sql } from 'drizzle-orm';
import { noticeTexts, type TNoticeTarget } from '#contracts/notices-terms';
import type { DbOrTx } from '#server/db/index';
import { notFound } from '#server/http/errors';
import { blogPosts } from '#server/modules/blog/read-model';
import { messages } from '#server/modules/messages/read-model';
import { missions } from '#server/modules/missions/read-model';
import { profiles } from '#server/modules/profiles/read-model';
import { reviews } from '#server/modules/reviews/read-model';

/** What a notice records of the content it is about, as it reads when reported. */
export type ReportedContent = { label: string; excerpt: string; authorId: string | null };

/** The first characters of a content, as the notice keeps them. */
const EXCERPT_LENGTH = 1000;
const excerptOf = (text: string | null) => (text ?? '').slice(0, EXCERPT_LENGTH);

const author = aliasedTable(profiles, 'author');
const other = aliasedTable(profiles, 'other');
const present = isNull(author.deletedAt);

type Finder = (db: DbOrTx, id: string, notifierId: string | null) => Promise<ReportedContent | undefined>;

/** Each kind of content a notice can be about: it must exist; a message only for the members of its conversation. */
const finders: Record<TNoticeTarget, Finder> = {
  async profile(db, id) {
    const [row] = await db
      .select({ name: author.fullName, bio: author.bio })
      .from(author)
      .where(and(eq(author.id, id), present));
    return row && { label: `Profil de ${row.name}`, excerpt: excerptOf(row.bio), authorId: id };
  },
  async mission(db, id) {
    const [row] = await db
      .select({ title: missions.title, description: missions.description, authorId: missions.clientId })
      .from(missions)
      .innerJoin(author, eq(author.id, missions.clientId))
      .where(and(eq(missions.id, id), ne(missions.status, 'draft'), present));
    return row && { label: `Mission « ${row.title} »`, excerpt: excerptOf(row.description), authorId: row.authorId };
  },
  async review(db, id) {
    const [row] = await db
      .select({ reviewer: author.fullName, reviewed: other.fullName, comment: reviews.comment, authorId: reviews.reviewerId })
      .from(reviews)
      .innerJoin(author, eq(author.id, reviews.reviewerId))
      .innerJoin(other, eq(other.id, reviews.reviewedId))
      .where(eq(reviews.id, id));
    return row && { label: `Avis de ${row.reviewer} sur ${row.reviewed}`, excerpt: excerptOf(row.comment), authorId: row.authorId };
  },
  async article(db, id) {
    const [row] = await db
      .select({ title: blogPosts.title, excerpt: blogPosts.excerpt, authorId: blogPosts.authorId })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.published, true)));
    return row && { label: `Article « ${row.title} »`, excerpt: excerptOf(row.excerpt), authorId: row.authorId };
  },
  async message(db, id, notifierId) {
    const [row] = await db
      .select({
        sender: author.fullName,
        receiver: other.fullName,
        content: messages.content,
        senderId: messages.senderId,
        receiverId: messages.receiverId,
        moderatedAt: messages.moderatedAt,
      })
      .from(messages)
      .innerJoin(author, eq(author.id, messages.senderId))
      .innerJoin(other, eq(other.id, messages.receiverId))
      .where(eq(messages.id, id));
    if (!row || row.moderatedAt || (notifierId !== row.senderId && notifierId !== row.receiverId)) return undefined;
    return { label: `Message de ${row.sender} à ${row.receiver}`, excerpt: excerptOf(row.content), authorId: row.senderId };
  },
};

/** The reported content (404 when it does not exist, is not public, or is a message of someone else's conversation). */
export async function findReportedContent(db: DbOrTx, type: TNoticeTarget, id: string, notifierId: string | null): Promise<ReportedContent> {
  const content = await finders[type](db, id, notifierId);
  if (!content) throw notFound(noticeTexts.targetNotFound);
  return content;
}

/**
 * Whether the platform's own detector flagged the reported content (ADR 0057: only messages are
 * scanned; a message with warnings or queued by the detector), as a boolean SQL expression.
 */
export const detectedAutomatically = (targetType: SQLWrapper, targetId: SQLWrapper) =>
  sql<boolean>`(${targetType} = 'message' AND EXISTS (SELECT 1 FROM ${messages} WHERE ${messages.id} = ${targetId} AND (${messages.flaggedAt} IS NOT NULL OR cardinality(${messages.warnings}) > 0)))`.mapWith(
    Boolean,
  );

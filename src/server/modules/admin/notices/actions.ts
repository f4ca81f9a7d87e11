import { eq } from 'drizzle-orm';
import { decisionTexts, type TDecisionAction, type TNoticeTarget } from '#contracts/notices-terms';
import type { Tx } from '#server/db/index';
import { conflict } from '#server/http/errors';
import { changePost, removePost } from '#server/modules/blog/index';
import { blogPosts } from '#server/modules/blog/read-model';
import { clearMessageReport, eraseMessageContent } from '#server/modules/messages/index';
import { messages } from '#server/modules/messages/read-model';
import { closeMission, removeMission } from '#server/modules/missions/index';
import { missions } from '#server/modules/missions/read-model';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { clearReviewReport, removeReview } from '#server/modules/reviews/index';
import { reviews } from '#server/modules/reviews/read-model';
import { enqueueFileRemoval } from '#server/modules/uploads/index';
import { reactivateAccount, suspendAccount } from '../users/suspension.ts';

/** What a decision acts on: the reported content, its author, who decided and on which ground. */
export type DecisionContext = {
  tx: Tx;
  links: LinkBase;
  actorId: string;
  targetId: string;
  authorId: string | null;
  ground: string;
};

type ContentAction = (context: DecisionContext) => Promise<void>;

/**
 * Restricting or removing each kind of content, through the module that owns it (the same
 * changes as the back-office's own buttons). Content already gone is left as it is.
 */
const contentActions: Partial<Record<TNoticeTarget, Partial<Record<'restrict' | 'remove', ContentAction>>>> = {
  message: {
    async remove({ tx, targetId }) {
      const [message] = await tx.select().from(messages).where(eq(messages.id, targetId)).for('update');
      if (!message || message.moderatedAt) return;
      await eraseMessageContent(tx, message.id);
      await recordEvent(tx, { type: 'message.removed', messageId: message.id, senderId: message.senderId, receiverId: message.receiverId });
    },
  },
  review: {
    async remove({ tx, targetId }) {
      const [review] = await tx.select().from(reviews).where(eq(reviews.id, targetId)).for('update');
      if (review) await removeReview(tx, review);
    },
  },
  mission: {
    async restrict({ tx, links, targetId }) {
      const [mission] = await tx.select().from(missions).where(eq(missions.id, targetId)).for('update');
      if (mission?.status === 'open') await closeMission(tx, links, mission, { by: 'moderation' });
    },
    async remove({ tx, links, targetId }) {
      const [mission] = await tx.select().from(missions).where(eq(missions.id, targetId)).for('update');
      if (mission) await removeMission(tx, links, mission);
    },
  },
  article: {
    async restrict({ tx, targetId }) {
      await changePost(tx, targetId, { published: false });
    },
    async remove({ tx, targetId }) {
      const [post] = await tx.select({ image: blogPosts.image }).from(blogPosts).where(eq(blogPosts.id, targetId)).for('update');
      if (!post) return;
      await removePost(tx, targetId);
      if (post.image) await enqueueFileRemoval(tx, [post.image]);
    },
  },
};

/** Keeping a message or a review also ends its one-click report: it leaves the 'Messages' and 'Avis' screens' reported lists. */
const keepActions: Partial<Record<TNoticeTarget, ContentAction>> = {
  message: ({ tx, targetId }) => clearMessageReport(tx, targetId),
  review: ({ tx, targetId }) => clearReviewReport(tx, targetId),
};

/**
 * Applies a decision: keeping clears the content's report, restricting or removing goes through
 * the content's own module, suspending suspends the author's account with the ground as reason.
 */
export async function applyDecision(target: TNoticeTarget, action: TDecisionAction, context: DecisionContext): Promise<void> {
  if (action === 'keep') {
    await keepActions[target]?.(context);
    return;
  }
  if (action === 'suspend') {
    if (!context.authorId) throw conflict(decisionTexts.actionNotAllowed);
    await suspendAccount(context.tx, context.links, { id: context.actorId }, context.authorId, { ground: context.ground });
    return;
  }
  const apply = contentActions[target]?.[action];
  if (!apply) throw conflict(decisionTexts.actionNotAllowed);
  await apply(context);
}

/**
 * What an upheld complaint of the author reverses (ADR 0058): the suspension is lifted, an
 * unpublished article is published again. A closed mission stays closed (its client reopens it
 * with 'Rouvrir'); removed content is gone for good (its text was erased or its row deleted).
 */
export async function reverseDecision(target: TNoticeTarget, action: TDecisionAction, context: Omit<DecisionContext, 'ground'>): Promise<void> {
  if (action === 'suspend' && context.authorId) await reactivateAccount(context.tx, context.links, { id: context.actorId }, context.authorId);
  if (action === 'restrict' && target === 'article') await changePost(context.tx, context.targetId, { published: true });
}

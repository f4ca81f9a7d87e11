import { eq } from 'drizzle-orm';
import { decisionTexts, type TDecisionAction, type TNoticeTarget } from '#contracts/notices-terms';
import type { Tx } from '#server/db/index';
import { conflict } from '#server/http/errors';
import { changePost, removePost } from '#server/modules/blog/index';
import { blogPosts } from '#server/modules/blog/read-model';
import { eraseMessageContent } from '#server/modules/messages/index';
import { messages } from '#server/modules/messages/read-model';
import { closeMission, removeMission } from '#server/modules/missions/index';
import { missions } from '#server/modules/missions/read-model';
import { recordEvent, type LinkBase } from '#server/modules/notifier/index';
import { removeReview } from '#server/modules/reviews/index';
import { reviews } from '#server/modules/reviews/read-model';
import { enqueueFileRemoval } from '#server/modules/uploads/index';
import { suspendAccount } from '../users/suspension.ts';

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

/** Applies a decision: nothing to keep, the content's own restriction or removal, or the author's suspension with the ground as reason. */
export async function applyDecision(target: TNoticeTarget, action: TDecisionAction, context: DecisionContext): Promise<void> {
  if (action === 'keep') return;
  if (action === 'suspend') {
    if (!context.authorId) throw conflict(decisionTexts.actionNotAllowed);
    await suspendAccount(context.tx, context.links, { id: context.actorId }, context.authorId, context.ground);
    return;
  }
  const apply = contentActions[target]?.[action];
  if (!apply) throw conflict(decisionTexts.actionNotAllowed);
  await apply(context);
}

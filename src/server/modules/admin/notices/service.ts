import { eq } from 'drizzle-orm';
import type { TAnswerComplaintRequest, TDecideNoticeRequest } from '#contracts/notices';
import { actionsFor, decisionTexts } from '#contracts/notices-terms';
import { user } from '#server/auth/read-model';
import type { Db, Tx } from '#server/db/index';
import { conflict } from '#server/http/errors';
import type { LinkBase } from '#server/modules/notifier/index';
import { findComplaint, findNotice, recordComplaintAnswer, recordDecision } from '#server/modules/notices/index';
import { recordAudit } from '../audit.ts';
import { applyDecision, reverseDecision } from './actions.ts';

async function nameOf(tx: Tx, id: string): Promise<string> {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, id));
  return row?.name ?? 'Administrateur';
}

/**
 * Decides on a notice, in one transaction: the decision recorded (once), the statement of reasons
 * sent to the content's author and the outcome to the notifier, the action applied (the author's
 * suspension through the accounts' own suspension), and the audit entry.
 */
export async function decideNotice(db: Db, links: LinkBase, actorId: string, noticeId: string, request: TDecideNoticeRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const notice = await findNotice(tx, noticeId);
    if (!actionsFor[notice.targetType].includes(request.action)) throw conflict(decisionTexts.actionNotAllowed);
    await recordDecision(tx, notice, { id: actorId, name: await nameOf(tx, actorId) }, request, links);
    await applyDecision(notice.targetType, request.action, {
      tx,
      links,
      actorId,
      targetId: notice.targetId,
      authorId: notice.authorId,
      ground: request.ground,
    });
    await recordAudit(tx, actorId, {
      action: 'notice.decide',
      entity: 'notice',
      entityId: notice.id,
      label: notice.targetLabel,
      changes: { action: { to: request.action }, ground: { to: request.ground }, automatedDetection: { to: request.automatedDetection } },
    });
  });
}

/**
 * A second admin answers a complaint, the author's or the notifier's: the answer recorded (once,
 * never by the admin who decided) and mailed to the complainant. The author's complaint upheld
 * undoes what can be undone (reverseDecision); the notifier's (against a decision to keep, say)
 * is answered, and a new action on the content goes through the ordinary moderation screens.
 */
export async function answerComplaint(
  db: Db,
  links: LinkBase,
  actorId: string,
  complaintId: string,
  request: TAnswerComplaintRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const complaint = await findComplaint(tx, complaintId);
    await recordComplaintAnswer(tx, complaint, actorId, request);
    const { decision, notice } = complaint;
    if (request.outcome === 'reversed' && complaint.complaint.party === 'author') {
      await reverseDecision(notice.targetType, decision.action, { tx, links, actorId, targetId: notice.targetId, authorId: notice.authorId });
    }
    await recordAudit(tx, actorId, {
      action: 'complaint.answer',
      entity: 'complaint',
      entityId: complaintId,
      label: notice.targetLabel,
      changes: { outcome: { to: request.outcome }, answer: { to: request.answer } },
    });
  });
}

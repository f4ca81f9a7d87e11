import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { TAdminNotice, TDecideNoticeRequest, TDecisionForComplaint, TFileComplaintRequest, TFileNoticeRequest } from '#contracts/notices';
import { COMPLAINT_WINDOW_MONTHS, complaintTexts, decisionTexts, noticeTexts, type TComplaintOutcome } from '#contracts/notices-terms';
import { paths } from '#contracts/paths';
import { type Db, type DbOrTx, type Tx, complaintAnswers, decisionComplaints, noticeDecisions, notices } from '#server/db/index';
import { conflict, forbidden, idOr404, invalid, notFound } from '#server/http/errors';
import { recordAudit } from '#server/modules/admin/index';
import { sendMail } from '#server/modules/mail/index';
import { flagReportedMessage } from '#server/modules/messages/index';
import { profiles } from '#server/modules/profiles/read-model';
import { flagReportedReview } from '#server/modules/reviews/index';
import { acknowledgementMail, complaintAnswerMail, outcomeMail, statementOfReasonsMail } from './mails.tsx';
import { findReportedContent } from './targets.ts';

/** The deadline of a decision's complaint: 6 months after it was made. */
export function complaintDeadline(decidedAt: Date): Date {
  const deadline = new Date(decidedAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + COMPLAINT_WINDOW_MONTHS);
  return deadline;
}

type Notifier = { id: string; email: string } | null;

/**
 * 'Signaler' (DSA Art. 16): anyone reports a content with a category, an explanation and the
 * good-faith statement; a visitor gives the email the outcome goes to, a member's is their
 * account's. The notice, its acknowledgement mail and the audit entry are written together.
 */
export async function fileNotice(db: Db, viewer: Notifier, request: TFileNoticeRequest): Promise<{ id: string }> {
  const email = viewer?.email ?? request.email;
  if (!email) throw invalid({ email: noticeTexts.emailRequired });
  return db.transaction((tx) => recordNotice(tx, viewer, email, request));
}

/** A reported message or review is also flagged by its own module (the 'Signalé' state, the moderation screens' filters). */
const flagReported: Partial<Record<TFileNoticeRequest['targetType'], (tx: Tx, id: string) => Promise<void>>> = {
  message: flagReportedMessage,
  review: flagReportedReview,
};

async function recordNotice(tx: Tx, notifier: Notifier, email: string, request: TFileNoticeRequest): Promise<{ id: string }> {
  const content = await findReportedContent(tx, request.targetType, request.targetId, notifier?.id ?? null);
  const [notice] = await tx
    .insert(notices)
    .values({
      targetType: request.targetType,
      targetId: request.targetId,
      targetLabel: content.label,
      excerpt: content.excerpt,
      authorId: content.authorId,
      category: request.category,
      explanation: request.explanation,
      notifierId: notifier?.id ?? null,
      notifierEmail: email,
      goodFaith: request.goodFaith,
    })
    .returning({ id: notices.id });
  await flagReported[request.targetType]?.(tx, request.targetId);
  await sendMail(tx, acknowledgementMail(email, { targetLabel: content.label, category: request.category }));
  await recordAudit(tx, notifier?.id ?? null, {
    action: 'notice.file',
    entity: 'notice',
    entityId: notice!.id,
    label: content.label,
    actorName: 'Visiteur',
    changes: { category: { to: request.category } },
  });
  return { id: notice!.id };
}

const selectQueue = (db: DbOrTx) =>
  db
    .select({ notice: notices, decision: noticeDecisions, complaint: decisionComplaints, answer: complaintAnswers })
    .from(notices)
    .leftJoin(noticeDecisions, eq(noticeDecisions.noticeId, notices.id))
    .leftJoin(decisionComplaints, eq(decisionComplaints.decisionId, noticeDecisions.id))
    .leftJoin(complaintAnswers, eq(complaintAnswers.complaintId, decisionComplaints.id));

type QueueRow = Awaited<ReturnType<typeof selectQueue>>[number];

const toAdminNotice = ({ notice, decision, complaint, answer }: QueueRow, now: Date): TAdminNotice => ({
  id: notice.id,
  targetType: notice.targetType,
  targetId: notice.targetId,
  targetLabel: notice.targetLabel,
  excerpt: notice.excerpt,
  category: notice.category,
  explanation: notice.explanation,
  notifier: notice.notifierEmail,
  createdAt: notice.createdAt.toISOString(),
  ageHours: Math.max(0, Math.floor((now.getTime() - notice.createdAt.getTime()) / 3_600_000)),
  decision: decision && {
    id: decision.id,
    action: decision.action,
    ground: decision.ground,
    deciderId: decision.deciderId,
    deciderName: decision.deciderName,
    createdAt: decision.createdAt.toISOString(),
    complaint: complaint && {
      id: complaint.id,
      explanation: complaint.explanation,
      createdAt: complaint.createdAt.toISOString(),
      outcome: answer?.outcome ?? null,
      answer: answer?.answer ?? null,
    },
  },
});

/** The moderation's one queue: notices without a decision and complaints without an answer, oldest first. */
export async function listNoticeQueue(db: Db): Promise<TAdminNotice[]> {
  const rows = await selectQueue(db)
    .where(or(isNull(noticeDecisions.id), and(isNotNull(decisionComplaints.id), isNull(complaintAnswers.id))))
    .orderBy(asc(notices.createdAt), asc(notices.id));
  const now = new Date();
  return rows.map((row) => toAdminNotice(row, now));
}

/** A notice for its decision (404 when unknown). */
export async function findNotice(db: DbOrTx, id: string) {
  idOr404(id, decisionTexts.noticeNotFound);
  const [notice] = await db.select().from(notices).where(eq(notices.id, id));
  if (!notice) throw notFound(decisionTexts.noticeNotFound);
  return notice;
}
type Notice = Awaited<ReturnType<typeof findNotice>>;

async function emailOf(tx: Tx, memberId: string | null): Promise<string | null> {
  if (!memberId) return null;
  const [row] = await tx.select({ email: profiles.email, deletedAt: profiles.deletedAt }).from(profiles).where(eq(profiles.id, memberId));
  return row && !row.deletedAt ? row.email : null;
}

/**
 * Records the decision on a notice (once: a second decision, even at the same moment, is a 409),
 * then sends its author the statement of reasons (DSA Art. 17) with the 'Contester la décision'
 * link, and tells the notifier the outcome. The caller applies the action in the same transaction.
 */
export async function recordDecision(
  tx: Tx,
  notice: Notice,
  decider: { id: string; name: string },
  request: TDecideNoticeRequest,
  links: { baseUrl: string },
): Promise<void> {
  const complaintToken = randomBytes(24).toString('base64url');
  const [decision] = await tx
    .insert(noticeDecisions)
    .values({ noticeId: notice.id, ...request, deciderId: decider.id, deciderName: decider.name, complaintToken })
    .onConflictDoNothing({ target: noticeDecisions.noticeId })
    .returning();
  if (!decision) throw conflict(decisionTexts.alreadyDecided);
  const authorEmail = await emailOf(tx, notice.authorId);
  if (authorEmail) {
    await sendMail(
      tx,
      statementOfReasonsMail(authorEmail, {
        targetLabel: notice.targetLabel,
        category: notice.category,
        action: decision.action,
        ground: decision.ground,
        automatedDetection: decision.automatedDetection,
        deadline: complaintDeadline(decision.createdAt),
        complaintUrl: `${links.baseUrl}${paths.contestDecision(complaintToken)}`,
      }),
    );
  }
  if (notice.notifierEmail) await sendMail(tx, outcomeMail(notice.notifierEmail, { targetLabel: notice.targetLabel, action: decision.action }));
}

async function decisionByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ decision: noticeDecisions, notice: notices, complaintId: decisionComplaints.id })
    .from(noticeDecisions)
    .innerJoin(notices, eq(notices.id, noticeDecisions.noticeId))
    .leftJoin(decisionComplaints, eq(decisionComplaints.decisionId, noticeDecisions.id))
    .where(eq(noticeDecisions.complaintToken, token));
  if (!row) throw notFound(complaintTexts.notFound);
  return row;
}

/** What the 'Contester la décision' page shows (the link of the statement of reasons is the key). */
export async function decisionForComplaint(db: Db, token: string): Promise<TDecisionForComplaint> {
  const { decision, notice, complaintId } = await decisionByToken(db, token);
  return {
    targetLabel: notice.targetLabel,
    action: decision.action,
    ground: decision.ground,
    decidedAt: decision.createdAt.toISOString(),
    deadline: complaintDeadline(decision.createdAt).toISOString(),
    complained: complaintId !== null,
  };
}

/** The author contests the decision (DSA Art. 20): once, within 6 months; audited under the author's account. */
export async function fileComplaint(db: Db, token: string, request: TFileComplaintRequest, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { decision, notice } = await decisionByToken(tx, token);
    if (now > complaintDeadline(decision.createdAt)) throw conflict(complaintTexts.expired);
    const [complaint] = await tx
      .insert(decisionComplaints)
      .values({ decisionId: decision.id, explanation: request.explanation })
      .onConflictDoNothing({ target: decisionComplaints.decisionId })
      .returning({ id: decisionComplaints.id });
    if (!complaint) throw conflict(complaintTexts.alreadyFiled);
    await recordAudit(tx, notice.authorId, {
      action: 'complaint.file',
      entity: 'complaint',
      entityId: complaint.id,
      label: notice.targetLabel,
      actorName: 'Auteur du contenu',
    });
  });
}

/** A complaint to answer, with what it contests (404 when unknown). */
export async function findComplaint(db: DbOrTx, id: string) {
  idOr404(id, decisionTexts.complaintNotFound);
  const [row] = await db
    .select({ complaint: decisionComplaints, decision: noticeDecisions, notice: notices })
    .from(decisionComplaints)
    .innerJoin(noticeDecisions, eq(noticeDecisions.id, decisionComplaints.decisionId))
    .innerJoin(notices, eq(notices.id, noticeDecisions.noticeId))
    .where(eq(decisionComplaints.id, id));
  if (!row) throw notFound(decisionTexts.complaintNotFound);
  return row;
}
type Complaint = Awaited<ReturnType<typeof findComplaint>>;

/**
 * A second admin's answer to a complaint (never the one who decided), once; the author gets it
 * by mail. The caller undoes what can be undone when the decision is reversed.
 */
export async function recordComplaintAnswer(
  tx: Tx,
  { complaint, decision, notice }: Complaint,
  answererId: string,
  answer: { outcome: TComplaintOutcome; answer: string },
): Promise<void> {
  if (decision.deciderId === answererId) throw forbidden(decisionTexts.sameAdmin);
  const [row] = await tx
    .insert(complaintAnswers)
    .values({ complaintId: complaint.id, answererId, ...answer })
    .onConflictDoNothing({ target: complaintAnswers.complaintId })
    .returning({ id: complaintAnswers.id });
  if (!row) throw conflict(decisionTexts.alreadyAnswered);
  const authorEmail = await emailOf(tx, notice.authorId);
  if (authorEmail) await sendMail(tx, complaintAnswerMail(authorEmail, answer));
}

/** Every notice with what came of it, newest first (the transparency report reads them). */
export function noticeHistory(db: Db) {
  return selectQueue(db).orderBy(desc(notices.createdAt));
}

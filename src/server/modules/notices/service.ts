import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { TAdminNotice, TDecideNoticeRequest, TDecisionForComplaint, TFileComplaintRequest, TFileNoticeRequest } from '#contracts/notices';
import {
  COMPLAINT_WINDOW_MONTHS,
  complaintTexts,
  decisionTexts,
  noticeTexts,
  type TComplaintOutcome,
  type TComplaintParty,
} from '#contracts/notices-terms';
import { paths } from '#contracts/paths';
import { type Db, type DbOrTx, type Tx, complaintAnswers, decisionComplaints, noticeDecisions, notices } from '#server/db/index';
import { conflict, forbidden, idOr404, invalid, notFound } from '#server/http/errors';
import { recordAudit } from '#server/modules/admin/index';
import { sendMail } from '#server/modules/mail/index';
import { profiles } from '#server/modules/profiles/read-model';
import { acknowledgementMail, complaintAnswerMail, outcomeMail, statementOfReasonsMail } from './mails.tsx';
import { detectedAutomatically, findReportedContent } from './targets.ts';

/** The deadline of a decision's complaint: 6 months after it was made. */
export function complaintDeadline(decidedAt: Date): Date {
  const deadline = new Date(decidedAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + COMPLAINT_WINDOW_MONTHS);
  return deadline;
}

type Notifier = { id: string; email: string } | null;

/** How many decided notices the 'Traités' view lists (the latest). */
const DECIDED_LIST_LENGTH = 100;

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

/** The explanation of a member's one-click report of a message or a review (the buttons that predate the notice form). */
export const ONE_CLICK_EXPLANATION = 'Signalé par un membre avec le bouton « Signaler », sans explication.';

/**
 * A member's one-click report of a message or a review (messages and reviews call it in their own
 * transaction, the first time they flag the content): it joins the one queue as a notice
 * ('Autre', without explanation nor good-faith statement).
 */
export function recordOneClickReport(tx: Tx, member: { id: string; email: string }, targetType: 'message' | 'review', targetId: string) {
  return recordNotice(tx, member, member.email, {
    targetType,
    targetId,
    category: 'other',
    explanation: ONE_CLICK_EXPLANATION,
    goodFaith: false,
  });
}

async function recordNotice(
  tx: Tx,
  notifier: Notifier,
  email: string,
  request: Omit<TFileNoticeRequest, 'goodFaith' | 'email'> & { goodFaith: boolean },
): Promise<{ id: string }> {
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
    .select({
      notice: notices,
      decision: noticeDecisions,
      complaint: decisionComplaints,
      answer: complaintAnswers,
      detected: detectedAutomatically(notices.targetType, notices.targetId),
    })
    .from(notices)
    .leftJoin(noticeDecisions, eq(noticeDecisions.noticeId, notices.id))
    .leftJoin(decisionComplaints, eq(decisionComplaints.decisionId, noticeDecisions.id))
    .leftJoin(complaintAnswers, eq(complaintAnswers.complaintId, decisionComplaints.id));

type QueueRow = Awaited<ReturnType<typeof selectQueue>>[number];

const toComplaint = ({ complaint, answer }: QueueRow) =>
  complaint && {
    id: complaint.id,
    party: complaint.party,
    explanation: complaint.explanation,
    createdAt: complaint.createdAt.toISOString(),
    outcome: answer?.outcome ?? null,
    answer: answer?.answer ?? null,
  };

/** The rows of one notice (one per complaint of its decision) as the admin sees it. */
const toAdminNotice = (rows: QueueRow[], now: Date): TAdminNotice => {
  const { notice, decision, detected } = rows[0]!;
  return {
    id: notice.id,
    targetType: notice.targetType,
    targetId: notice.targetId,
    targetLabel: notice.targetLabel,
    excerpt: notice.excerpt,
    category: notice.category,
    explanation: notice.explanation,
    notifier: notice.notifierEmail,
    detectedAutomatically: detected,
    createdAt: notice.createdAt.toISOString(),
    ageHours: Math.max(0, Math.floor((now.getTime() - notice.createdAt.getTime()) / 3_600_000)),
    decision: decision && {
      id: decision.id,
      action: decision.action,
      ground: decision.ground,
      automatedDetection: decision.automatedDetection,
      deciderId: decision.deciderId,
      deciderName: decision.deciderName,
      createdAt: decision.createdAt.toISOString(),
      complaints: rows.flatMap((row) => toComplaint(row) ?? []),
    },
  };
};

/** The rows (one per complaint) grouped by notice, in their order. */
function byNotice(rows: QueueRow[]): QueueRow[][] {
  const groups = new Map<string, QueueRow[]>();
  for (const row of rows) groups.set(row.notice.id, [...(groups.get(row.notice.id) ?? []), row]);
  return [...groups.values()];
}

/** The moderation's one queue: notices without a decision and complaints without an answer, oldest first. */
export async function listNoticeQueue(db: Db): Promise<TAdminNotice[]> {
  const rows = await selectQueue(db)
    .where(or(isNull(noticeDecisions.id), and(isNotNull(decisionComplaints.id), isNull(complaintAnswers.id))))
    .orderBy(asc(notices.createdAt), asc(notices.id), asc(decisionComplaints.createdAt));
  const now = new Date();
  return byNotice(rows).map((group) => toAdminNotice(group, now));
}

/** 'Traités': the notices decided, with their decision and complaints, the latest decision first (read-only history). */
export async function listDecidedNotices(db: Db): Promise<TAdminNotice[]> {
  const decided = db
    .select({ id: noticeDecisions.noticeId })
    .from(noticeDecisions)
    .orderBy(desc(noticeDecisions.createdAt))
    .limit(DECIDED_LIST_LENGTH);
  const rows = await selectQueue(db).where(inArray(notices.id, decided)).orderBy(desc(noticeDecisions.createdAt), asc(decisionComplaints.createdAt));
  const now = new Date();
  return byNotice(rows).map((group) => toAdminNotice(group, now));
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

/** Where the notifier's mails go: a member's account address (as it is now), a visitor's given one. */
const notifierEmailOf = (tx: Tx, notice: Notice) => (notice.notifierId ? emailOf(tx, notice.notifierId) : Promise.resolve(notice.notifierEmail));

/** Where a party's mails go. */
const emailOfParty = (tx: Tx, notice: Notice, party: TComplaintParty) =>
  party === 'author' ? emailOf(tx, notice.authorId) : notifierEmailOf(tx, notice);

const newComplaintToken = () => randomBytes(24).toString('base64url');

/**
 * Records the decision on a notice (once: a second decision, even at the same moment, is a 409),
 * then sends its author the statement of reasons (DSA Art. 17) and the notifier the outcome
 * (Art. 16(5)), each with their own 'Contester la décision' link (Art. 20(1)). When the platform's
 * detector flagged the content, the decision says automated detection contributed, whatever the
 * request says (Art. 17(3)(c)). The caller applies the action in the same transaction.
 */
export async function recordDecision(
  tx: Tx,
  notice: Notice,
  decider: { id: string; name: string },
  request: TDecideNoticeRequest,
  links: { baseUrl: string },
): Promise<void> {
  const author = await emailOf(tx, notice.authorId);
  const notifier = await notifierEmailOf(tx, notice);
  const complaintToken = newComplaintToken();
  const notifierComplaintToken = notifier ? newComplaintToken() : null;
  const automatedDetection = request.automatedDetection || (await isDetectedAutomatically(tx, notice));
  const [decision] = await tx
    .insert(noticeDecisions)
    .values({
      noticeId: notice.id,
      ...request,
      automatedDetection,
      deciderId: decider.id,
      deciderName: decider.name,
      complaintToken,
      notifierComplaintToken,
    })
    .onConflictDoNothing({ target: noticeDecisions.noticeId })
    .returning();
  if (!decision) throw conflict(decisionTexts.alreadyDecided);
  const statement = {
    targetLabel: notice.targetLabel,
    category: notice.category,
    action: decision.action,
    ground: decision.ground,
    automatedDetection,
    deadline: complaintDeadline(decision.createdAt),
  };
  const complaintUrl = (token: string) => `${links.baseUrl}${paths.contestDecision(token)}`;
  if (author) await sendMail(tx, statementOfReasonsMail(author, { ...statement, complaintUrl: complaintUrl(complaintToken) }));
  if (notifier && notifierComplaintToken) {
    await sendMail(tx, outcomeMail(notifier, { ...statement, complaintUrl: complaintUrl(notifierComplaintToken) }));
  }
}

async function isDetectedAutomatically(tx: Tx, notice: Notice): Promise<boolean> {
  const [row] = await tx
    .select({ detected: detectedAutomatically(notices.targetType, notices.targetId) })
    .from(notices)
    .where(eq(notices.id, notice.id));
  return row?.detected ?? false;
}

/** The decision a 'Contester la décision' link is for, and whose link it is (the author's or the notifier's). */
async function decisionByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ decision: noticeDecisions, notice: notices })
    .from(noticeDecisions)
    .innerJoin(notices, eq(notices.id, noticeDecisions.noticeId))
    .where(or(eq(noticeDecisions.complaintToken, token), eq(noticeDecisions.notifierComplaintToken, token)));
  if (!row) throw notFound(complaintTexts.notFound);
  const party: TComplaintParty = row.decision.complaintToken === token ? 'author' : 'notifier';
  const [complaint] = await db
    .select({ id: decisionComplaints.id })
    .from(decisionComplaints)
    .where(and(eq(decisionComplaints.decisionId, row.decision.id), eq(decisionComplaints.party, party)));
  return { ...row, party, complained: complaint !== undefined };
}

/** What the 'Contester la décision' page shows (the link of the statement of reasons, or of the notifier's outcome mail, is the key). */
export async function decisionForComplaint(db: Db, token: string): Promise<TDecisionForComplaint> {
  const { decision, notice, complained } = await decisionByToken(db, token);
  return {
    targetLabel: notice.targetLabel,
    action: decision.action,
    ground: decision.ground,
    decidedAt: decision.createdAt.toISOString(),
    deadline: complaintDeadline(decision.createdAt).toISOString(),
    complained,
  };
}

const complainantNames: Record<TComplaintParty, string> = { author: 'Auteur du contenu', notifier: 'Auteur du signalement' };

/** The author or the notifier contests the decision (DSA Art. 20): once each, within 6 months; audited under their account. */
export async function fileComplaint(db: Db, token: string, request: TFileComplaintRequest, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const { decision, notice, party } = await decisionByToken(tx, token);
    if (now > complaintDeadline(decision.createdAt)) throw conflict(complaintTexts.expired);
    const [complaint] = await tx
      .insert(decisionComplaints)
      .values({ decisionId: decision.id, party, explanation: request.explanation })
      .onConflictDoNothing({ target: [decisionComplaints.decisionId, decisionComplaints.party] })
      .returning({ id: decisionComplaints.id });
    if (!complaint) throw conflict(complaintTexts.alreadyFiled);
    await recordAudit(tx, party === 'author' ? notice.authorId : notice.notifierId, {
      action: 'complaint.file',
      entity: 'complaint',
      entityId: complaint.id,
      label: notice.targetLabel,
      actorName: complainantNames[party],
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
 * A second admin's answer to a complaint (never the one who decided), once; the complainant (the
 * author or the notifier) gets it by mail. The caller undoes what can be undone when the author's
 * complaint reverses the decision.
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
  const complainant = await emailOfParty(tx, notice, complaint.party);
  if (complainant) await sendMail(tx, complaintAnswerMail(complainant, answer));
}

/** Every notice with its decision and the decision's complaints, newest first (the transparency report reads them). */
export async function noticeHistory(db: Db) {
  const rows = await selectQueue(db).orderBy(desc(notices.createdAt), asc(notices.id));
  return byNotice(rows).map((group) => ({
    notice: group[0]!.notice,
    decision: group[0]!.decision,
    complaints: group.flatMap(({ complaint, answer }) => (complaint ? [{ complaint, answer }] : [])),
  }));
}

import {
  complaintOutcomeLabels,
  decisionActionLabels,
  noticeCategoryLabels,
  noticeMailTexts as texts,
  type TComplaintOutcome,
  type TDecisionAction,
  type TNoticeCategory,
} from '#contracts/notices-terms';
import { MailAction, MailLayout, MailParagraph, MailSignature, renderMail, type MailTemplate } from '#server/modules/mail/index';

/** The one shape of the notice-and-action mails: paragraphs, an optional link, the signature. Always sent (no opt-out). */
function noticeMail(to: string, title: string, lines: string[], action?: { label: string; href: string }): MailTemplate {
  return (brand) => {
    const subject = `${title} - ${brand.siteName}`;
    return renderMail(
      { to, subject },
      <MailLayout brand={brand} subject={subject}>
        {lines.map((line) => (
          <MailParagraph key={line}>{line}</MailParagraph>
        ))}
        {action && <MailAction href={action.href}>{action.label}</MailAction>}
        <MailSignature brand={brand} />
      </MailLayout>,
    );
  };
}

const frenchDates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const frenchDate = (date: Date) => frenchDates.format(date);

/** To the notifier, when the notice is filed (DSA Art. 16(4)). */
export const acknowledgementMail = (to: string, notice: { targetLabel: string; category: TNoticeCategory }) =>
  noticeMail(to, texts.acknowledgementSubject, [texts.acknowledgement(notice.targetLabel, noticeCategoryLabels[notice.category])]);

/** What a decision's mails say of it: which content, the notice's category, the decision, its ground, automated detection, the complaint's deadline and link. */
type Statement = {
  targetLabel: string;
  category: TNoticeCategory;
  action: TDecisionAction;
  ground: string;
  automatedDetection: boolean;
  deadline: Date;
  complaintUrl: string;
};

/**
 * The statement of reasons to the content's author (DSA Art. 17): what was decided about which
 * content, on which ground, whether automated detection was involved, and how to complain. A
 * suspension says what it means here: it is the member's only mail about it.
 */
export const statementOfReasonsMail = (to: string, statement: Statement) =>
  noticeMail(
    to,
    texts.reasonsSubject,
    [
      texts.reasonsIntro(statement.targetLabel, noticeCategoryLabels[statement.category]),
      texts.reasonsDecision(decisionActionLabels[statement.action]),
      ...(statement.action === 'suspend' ? [texts.reasonsSuspended] : []),
      texts.reasonsGround(statement.ground),
      statement.automatedDetection ? texts.automatedYes : texts.automatedNo,
      texts.reasonsComplaint(frenchDate(statement.deadline)),
    ],
    { label: texts.contest, href: statement.complaintUrl },
  );

/**
 * To the notifier, once decided (DSA Art. 16(5) and (6), Art. 20(1)): the decision, its ground,
 * whether automated means were used, and the redress routes (their own complaint link, the
 * out-of-court bodies, the courts).
 */
export const outcomeMail = (to: string, statement: Statement) =>
  noticeMail(
    to,
    texts.outcomeSubject,
    [
      texts.outcome(statement.targetLabel, decisionActionLabels[statement.action]),
      texts.reasonsGround(statement.ground),
      statement.automatedDetection ? texts.outcomeAutomatedYes : texts.outcomeAutomatedNo,
      texts.outcomeComplaint(frenchDate(statement.deadline)),
    ],
    { label: texts.contest, href: statement.complaintUrl },
  );

/** To the author or the notifier who complained, once a second admin answered (DSA Art. 20(5)). */
export const complaintAnswerMail = (to: string, answer: { outcome: TComplaintOutcome; answer: string }) =>
  noticeMail(to, texts.complaintSubject, [texts.complaintOutcome(complaintOutcomeLabels[answer.outcome]), texts.complaintAnswer(answer.answer)]);

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

const frenchDate = (date: Date) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(date);

/** To the notifier, when the notice is filed (DSA Art. 16(4)). */
export const acknowledgementMail = (to: string, notice: { targetLabel: string; category: TNoticeCategory }) =>
  noticeMail(to, texts.acknowledgementSubject, [texts.acknowledgement(notice.targetLabel, noticeCategoryLabels[notice.category])]);

/**
 * The statement of reasons to the content's author (DSA Art. 17): what was decided about which
 * content, on which ground, whether automated detection was involved, and how to complain.
 */
export const statementOfReasonsMail = (
  to: string,
  statement: {
    targetLabel: string;
    category: TNoticeCategory;
    action: TDecisionAction;
    ground: string;
    automatedDetection: boolean;
    deadline: Date;
    complaintUrl: string;
  },
) =>
  noticeMail(
    to,
    texts.reasonsSubject,
    [
      texts.reasonsIntro(statement.targetLabel, noticeCategoryLabels[statement.category]),
      texts.reasonsDecision(decisionActionLabels[statement.action]),
      texts.reasonsGround(statement.ground),
      statement.automatedDetection ? texts.automatedYes : texts.automatedNo,
      texts.reasonsComplaint(frenchDate(statement.deadline)),
    ],
    { label: texts.contest, href: statement.complaintUrl },
  );

/** To the notifier, once decided (DSA Art. 16(5)). */
export const outcomeMail = (to: string, notice: { targetLabel: string; action: TDecisionAction }) =>
  noticeMail(to, texts.outcomeSubject, [texts.outcome(notice.targetLabel, decisionActionLabels[notice.action])]);

/** To the author who complained, once a second admin answered (DSA Art. 20(5)). */
export const complaintAnswerMail = (to: string, answer: { outcome: TComplaintOutcome; answer: string }) =>
  noticeMail(to, texts.complaintSubject, [texts.complaintOutcome(complaintOutcomeLabels[answer.outcome]), texts.complaintAnswer(answer.answer)]);

/** What other modules may use of notice and action (ESLint keeps them to this index). */
export { acknowledgementMail, complaintAnswerMail, outcomeMail, statementOfReasonsMail } from './mails.tsx';
export {
  findComplaint,
  findNotice,
  listDecidedNotices,
  listNoticeQueue,
  recordComplaintAnswer,
  recordDecision,
  recordOneClickReport,
} from './service.ts';

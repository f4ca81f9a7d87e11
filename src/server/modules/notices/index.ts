/** What other modules may use of notice and action (ESLint keeps them to this index). */
export { acknowledgementMail, complaintAnswerMail, outcomeMail, statementOfReasonsMail } from './mails.tsx';
export {
  complaintDeadline,
  findComplaint,
  findNotice,
  listNoticeQueue,
  recordComplaintAnswer,
  recordDecision,
  recordOneClickReport,
  type Complaint,
  type Notice,
} from './service.ts';

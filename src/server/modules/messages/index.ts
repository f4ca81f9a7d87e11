/** What other modules may use of messages (ESLint keeps them to this index). */
export { clearMessageReport, eraseMessageContent, flagReportedMessage } from './moderation.ts';
export { screenEarlierMessages } from './screen-earlier.ts';

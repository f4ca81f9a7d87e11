/** What other modules may use of messages (ESLint keeps them to this index). */
export { clearMessageReport, eraseMessageContent } from './moderation.ts';

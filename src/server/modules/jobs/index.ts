/** What other modules may use of missions (ESLint keeps them to this index). */
export { closeMission, type CloseReason } from './close.ts';

/** What other modules may use of missions (ESLint keeps them to this index). */
export { closeMission } from './close.ts';
export { removeMission } from './remove.ts';

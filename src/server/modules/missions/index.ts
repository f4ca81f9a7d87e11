/** What other modules may use of missions (ESLint keeps them to this index). */
export { abandonMemberMissions, closeMission } from './close.ts';
export { removeMission } from './remove.ts';
export { missionVolumes } from './brief.ts';

/** What other modules may use of profiles. */
export { enqueueAvatarRemoval } from './avatar.ts';
export { isPublicProfile, notSuspended } from './visibility.ts';
export { addMailOptOut, setMailOptOuts, setProfileEmail } from './mirrors.ts';
export { insertCommunityManager, insertCompany, insertProfile, insertSkills } from './creation.ts';
export { eraseMemberProfile, reactivateProfile, suspendProfile } from './lifecycle.ts';
export { refreshManagerRating } from './rating.ts';
export { listPortfolio } from './portfolio.ts';

import { missions } from '#server/db/index';

/** A mission's monthly volumes as the contracts name them (ADR 0055). */
export const missionVolumes = {
  posts: missions.monthlyPosts,
  stories: missions.monthlyStories,
  short_videos: missions.monthlyShortVideos,
  moderation_hours: missions.monthlyModerationHours,
};

/** The rest of the brief's columns (Drizzle nests one level: the volumes are selected beside them). */
export const briefColumns = {
  networks: missions.networks,
  adsManaged: missions.adsManaged,
  adsBudget: missions.adsBudget,
  startDate: missions.startDate,
};

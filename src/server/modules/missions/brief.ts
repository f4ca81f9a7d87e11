import { missions } from '#server/db/index';

/** A mission's monthly volumes as the contracts name them (ADR 0055). */
export const missionVolumes = {
  posts: missions.monthlyPosts,
  stories: missions.monthlyStories,
  short_videos: missions.monthlyShortVideos,
  moderation_hours: missions.monthlyModerationHours,
};

/** The brief's columns, selected as the mission page's `brief`. */
export const briefColumns = {
  networks: missions.networks,
  volumes: missionVolumes,
  adsManaged: missions.adsManaged,
  adsBudget: missions.adsBudget,
  startDate: missions.startDate,
};

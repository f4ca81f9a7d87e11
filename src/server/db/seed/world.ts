/** Builds the whole demo world in memory: pure and deterministic (no database, no clock). */
import { buildApplications } from './applications.ts';
import { buildClosures } from './closures.ts';
import { buildMessages } from './messages.ts';
import { buildMissions } from './missions.ts';
import type { DemoWorld } from './model.ts';
import { buildNotifications } from './notifications.ts';
import { buildMembers } from './people.ts';
import { buildReviews } from './reviews.ts';

export function buildDemoWorld(): DemoWorld {
  const members = buildMembers();
  const missions = buildMissions(members);
  const applications = buildApplications(members, missions);
  const closures = buildClosures(missions, applications);
  const reviews = buildReviews(members, applications);
  const messages = buildMessages(members, applications);
  const notifications = buildNotifications(applications, messages, reviews);
  return { members, missions, applications, closures, reviews, messages, notifications };
}

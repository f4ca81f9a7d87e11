/** Row counts of the tables the demo data fills (printed by the CLI, checked by the tests). */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#server/db/client';
import * as schema from '#server/db/schema/index';

const COUNTED = {
  users: schema.user,
  profiles: schema.profiles,
  communityManagers: schema.communityManagers,
  companies: schema.companies,
  userSkills: schema.userSkills,
  skillCategories: schema.skillCategories,
  skills: schema.skills,
  industrySectors: schema.industrySectors,
  experienceLevels: schema.experienceLevels,
  hourlyRateRanges: schema.hourlyRateRanges,
  languages: schema.languages,
  jobs: schema.missions,
  jobSkills: schema.missionSkills,
  orders: schema.orders,
  entitlements: schema.entitlements,
  applications: schema.applications,
  messages: schema.messages,
  reviews: schema.reviews,
  notices: schema.notices,
  notifications: schema.notifications,
  blogPosts: schema.blogPosts,
} satisfies Record<string, PgTable>;

export type TableCounts = Record<keyof typeof COUNTED, number>;

export async function countTables(db: DbOrTx): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const [name, table] of Object.entries(COUNTED) as [keyof TableCounts, PgTable][]) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

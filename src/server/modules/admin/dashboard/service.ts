import { count } from 'drizzle-orm';
import type { TAdminStats } from '#contracts/admin';
import type { Db } from '#server/db/client';
import { applications, jobs, profiles, reviews } from '#server/db/schema/index';

export async function getStats(db: Db): Promise<TAdminStats> {
  const [[users], [jobCount], [applicationCount], [reviewCount]] = await Promise.all([
    db.select({ value: count() }).from(profiles),
    db.select({ value: count() }).from(jobs),
    db.select({ value: count() }).from(applications),
    db.select({ value: count() }).from(reviews),
  ]);
  return {
    users: users?.value ?? 0,
    jobs: jobCount?.value ?? 0,
    applications: applicationCount?.value ?? 0,
    reviews: reviewCount?.value ?? 0,
  };
}

import { eq } from 'drizzle-orm';
import type { TUserType } from '#contracts/accounts-terms';
import type { TBidRequest } from '#contracts/briefs';
import { missions, profiles } from '#server/db/schema/index';
import { signUpAndIn, type TestApp } from './app.ts';

export type Member = { id: string; cookie: string; email: string };

/** A verified, signed-in member of the given type. */
export async function member(t: TestApp, userType: TUserType, name: string): Promise<Member> {
  const email = `${name.toLowerCase()}@example.fr`;
  const cookie = await signUpAndIn(t, { userType, email, fullName: name });
  const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  return { id: profile!.id, cookie, email };
}

export async function mission(t: TestApp, clientId: string, overrides: Partial<typeof missions.$inferInsert> = {}) {
  const [job] = await t.db
    .insert(missions)
    .values({ title: 'Animer notre compte Instagram', description: 'Trois publications par semaine.', status: 'open', clientId, ...overrides })
    .returning();
  return job!;
}

/** A valid bid (ADR 0055) starting in a week, for applications the test does not compare. */
export function aBid(overrides: Partial<TBidRequest> = {}): TBidRequest {
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return { amount: 800, basis: 'monthly', earliest_start: inAWeek, ...overrides };
}

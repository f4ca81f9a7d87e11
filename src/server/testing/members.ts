import { eq } from 'drizzle-orm';
import type { TUserType } from '#contracts/accounts-terms';
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

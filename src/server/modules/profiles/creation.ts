import { type DbOrTx, communityManagers, companies, profiles, userSkills } from '#server/db/index';

/**
 * The rows a new member's profile is made of (ADR 0043: only this module writes them); the
 * registration calls each in its one transaction (ADR 0004), so a failure says which step failed.
 */

export async function insertProfile(tx: DbOrTx, values: typeof profiles.$inferInsert): Promise<void> {
  await tx.insert(profiles).values(values);
}

/** The record of the member's type: a company's name, or a community manager's empty record. */
export async function insertCompany(tx: DbOrTx, userId: string, companyName: string): Promise<void> {
  await tx.insert(companies).values({ id: userId, companyName });
}

export async function insertCommunityManager(tx: DbOrTx, userId: string): Promise<void> {
  await tx.insert(communityManagers).values({ id: userId });
}

/** The specialities ticked at registration, without a level: nobody was asked for one (ADR 0052). */
export async function insertSkills(tx: DbOrTx, userId: string, skillIds: string[]): Promise<void> {
  await tx.insert(userSkills).values(skillIds.map((skillId) => ({ userId, skillId })));
}

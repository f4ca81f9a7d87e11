import { eq, inArray } from 'drizzle-orm';
import type { TMe, TRegisterData } from '#contracts/accounts';
import { DEFAULT_COMPANY_NAME, INDIVIDUAL_BIO_PREFIX, userTypeLabels } from '#contracts/accounts-terms';
import { registrationMessages, weakPasswordMessage } from '#contracts/auth-messages';
import { type Auth, createPasswordUser, existingAccountMail, isWeakPassword, sendCappedAuthMail, sendVerificationMail } from '#server/auth/index';
import { user } from '#server/auth/read-model';
import type { Db, DbOrTx } from '#server/db/index';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { insertCommunityManager, insertCompany, insertProfile, insertSkills } from '#server/modules/profiles/index';
import { profiles } from '#server/modules/profiles/read-model';
import { AppError, invalid } from '#server/http/errors';

/** A registration step failed: the spec's red-banner text for that step. */
class RegistrationStepError extends AppError {
  constructor(prefix: string) {
    super(500, 'INTERNAL_ERROR', `${prefix}: l'enregistrement a échoué, veuillez réessayer.`);
  }
}

async function step<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof AppError ? error : Object.assign(new RegistrationStepError(prefix), { cause: error });
  }
}

const UNIQUE_VIOLATION = '23505';
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

async function assertReferences(db: Db, data: TRegisterData) {
  const [sector] = await db
    .select({ id: industrySectors.id, name: industrySectors.name })
    .from(industrySectors)
    .where(eq(industrySectors.name, data.industrySector));
  if (!sector) throw invalid({ industrySector: registrationMessages.unknownSector });
  const specialties = data.userType === 'community_manager' ? [...new Set(data.specialties)] : [];
  if (specialties.length > 0) {
    const found = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, specialties));
    if (found.length !== specialties.length) throw invalid({ specialties: registrationMessages.unknownSkill });
  }
  return { sector, specialties };
}

async function insertTypeRecord(tx: DbOrTx, userId: string, data: TRegisterData) {
  if (data.userType === 'company') {
    await step('Erreur lors de la création du profil entreprise', () => insertCompany(tx, userId, data.companyName || DEFAULT_COMPANY_NAME));
  } else if (data.userType === 'community_manager') {
    await step(`Erreur lors de la création du profil ${userTypeLabels.community_manager}`, () => insertCommunityManager(tx, userId));
  }
}

/** Someone registered with an address that has an account: its owner is told, nothing is created. */
async function mailExistingAccountOwner(tx: DbOrTx, email: string, linkOrigin: string) {
  const [owner] = await tx.select({ name: user.name }).from(user).where(eq(user.email, email));
  if (!owner) return;
  await sendCappedAuthMail(tx, email, existingAccountMail(email, owner.name, linkOrigin));
}

/**
 * Creates the auth account, the profile, the type record, the specialties and the
 * verification mail in one transaction; nothing is left behind on failure.
 *
 * An address that already has an account gets the very same answer (the password is hashed
 * either way, so the timing is alike) and nothing is created: its owner receives a mail
 * instead. The answer never tells whether an account exists. Mailed links start with
 * `linkOrigin` (the address the user opened, outside production).
 */
export async function register(db: Db, auth: Auth, data: TRegisterData, linkOrigin: string): Promise<{ email: string }> {
  // The password policy (ADR 0037); it depends only on what was sent, so it tells nothing of the address.
  if (isWeakPassword(data.password, { email: data.email, name: data.fullName })) throw invalid({ password: weakPasswordMessage });
  const { sector, specialties } = await assertReferences(db, data);
  const authContext = await auth.$context;
  const passwordHash = await authContext.password.hash(data.password);

  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, data.email));
      if (existing) {
        await mailExistingAccountOwner(tx, data.email, linkOrigin);
        return;
      }
      const userId = await step('Erreur lors de la création du compte', () =>
        createPasswordUser(tx, { name: data.fullName, email: data.email, passwordHash }),
      );
      if (!userId) throw new AppError(500, 'INTERNAL_ERROR', 'Aucune donnée utilisateur retournée');
      await step('Erreur lors de la création du profil', () =>
        insertProfile(tx, {
          id: userId,
          fullName: data.fullName,
          email: data.email,
          phone: data.phone || null,
          location: data.location,
          latitude: data.latitude ?? null,
          longitude: data.longitude ?? null,
          searchRadiusKm: data.searchRadiusKm,
          userType: data.userType,
          industrySectorId: sector.id,
          bio: data.userType === 'individual' ? `${INDIVIDUAL_BIO_PREFIX}${sector.name}` : null,
        }),
      );
      await insertTypeRecord(tx, userId, data);
      if (specialties.length > 0) {
        await step(`Erreur lors de la création du profil ${userTypeLabels.community_manager}`, () => insertSkills(tx, userId, specialties));
      }
      await step('Erreur lors de la création du compte', () =>
        sendVerificationMail(tx, auth, { id: userId, email: data.email, name: data.fullName }, linkOrigin),
      );
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent registration took the address first: the same answer, a mail to its owner.
    await mailExistingAccountOwner(db, data.email, linkOrigin);
  }
  return { email: data.email };
}

export async function getMe(db: Db, userId: string, role: 'user' | 'admin', twoFactorRequired = false): Promise<TMe | null> {
  const [profile] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      userType: profiles.userType,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return profile ? { ...profile, isAdmin: role === 'admin', twoFactorRequired } : null;
}

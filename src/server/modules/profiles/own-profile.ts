import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_COMPANY_NAME } from '#contracts/accounts-terms';
import type { TOwnProfileData, TOwnProfileResponse } from '#contracts/own-profile';
import { ownProfileMessages, type TCompanySize } from '#contracts/own-profile-terms';
import { profileMessages } from '#contracts/profiles-terms';
import type { Geocoder } from '#server/adapters/geocoding/index';
import { setUserName, type Viewer } from '#server/auth/index';
import { alphabetical, type Db, type DbOrTx, communityManagers, companies, profiles, userSkills } from '#server/db/index';
import { industrySectors, skills } from '#server/modules/catalog/read-model';
import { invalid, notFound } from '#server/http/errors';
import { listLanguages } from '#server/modules/catalog/index';
import { resolvePlace } from '#server/modules/geo/index';

/**
 * 'Mon Profil': the signed-in member reads and saves what their public profile shows. The
 * search index follows by itself (triggers, ADR 0009).
 */

async function currentRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      userType: profiles.userType,
      fullName: profiles.fullName,
      phone: profiles.phone,
      location: profiles.location,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      industrySectorId: profiles.industrySectorId,
      manager: {
        id: communityManagers.id,
        headline: communityManagers.headline,
        hourlyRateMin: communityManagers.hourlyRateMin,
        hourlyRateMax: communityManagers.hourlyRateMax,
        experienceYears: communityManagers.experienceYears,
        availability: communityManagers.availability,
        remoteOk: communityManagers.remoteOk,
        languages: communityManagers.languages,
        socialLinks: communityManagers.socialLinks,
      },
      company: {
        id: companies.id,
        companyName: companies.companyName,
        companySize: companies.companySize,
        website: companies.website,
        description: companies.description,
      },
    })
    .from(profiles)
    .leftJoin(communityManagers, eq(communityManagers.id, profiles.id))
    .leftJoin(companies, eq(companies.id, profiles.id))
    .where(eq(profiles.id, id));
  if (!row) throw notFound(profileMessages.notFound);
  return row;
}

/** The form's current values: stored values, '' for missing texts. */
export async function getOwnProfile(db: Db, viewerId: string): Promise<TOwnProfileResponse> {
  const row = await currentRow(db, viewerId);
  const base = {
    full_name: row.fullName,
    phone: row.phone ?? '',
    location: row.location ?? '',
    latitude: row.latitude,
    longitude: row.longitude,
    industry_sector_id: row.industrySectorId,
  };
  const answer = { id: row.id, email: row.email, avatarUrl: row.avatarUrl };
  if (row.userType === 'community_manager') {
    const manager = row.manager;
    const links = manager?.socialLinks ?? {};
    const skillRows = await db
      .select({ skill_id: userSkills.skillId, proficiency_level: userSkills.proficiencyLevel })
      .from(userSkills)
      .innerJoin(skills, eq(skills.id, userSkills.skillId))
      .where(eq(userSkills.userId, viewerId))
      .orderBy(alphabetical(skills.name));
    return {
      ...answer,
      values: {
        user_type: 'community_manager',
        ...base,
        headline: manager?.headline ?? '',
        bio: row.bio ?? '',
        hourly_rate_min: manager?.hourlyRateMin ?? null,
        hourly_rate_max: manager?.hourlyRateMax ?? null,
        experience_years: manager?.experienceYears ?? null,
        availability: manager?.availability ?? null,
        remote_ok: manager?.remoteOk ?? false,
        languages: manager?.languages ?? [],
        social_links: {
          instagram: links.instagram ?? '',
          facebook: links.facebook ?? '',
          twitter: links.twitter ?? '',
          linkedin: links.linkedin ?? '',
        },
        skills: skillRows,
      },
    };
  }
  if (row.userType === 'company') {
    const company = row.company;
    return {
      ...answer,
      values: {
        user_type: 'company',
        ...base,
        company_name: company?.companyName ?? '',
        company_size: (company?.companySize ?? '') as TCompanySize | '',
        website: company?.website ?? '',
        description: company?.description ?? '',
      },
    };
  }
  return { ...answer, values: { user_type: 'individual', ...base, bio: row.bio ?? '' } };
}

type Current = Awaited<ReturnType<typeof currentRow>>;

/**
 * The place to store: the stored one when the form sends it back unchanged (a place saved
 * earlier, or by the demo data, need not match today's suggestions), otherwise a suggestion
 * checked against the geocoder.
 */
async function placeOf(geocoder: Geocoder, data: TOwnProfileData, current: Current) {
  const sentBack =
    data.location === current.location && (data.latitude === null || (data.latitude === current.latitude && data.longitude === current.longitude));
  if (sentBack) return { location: current.location, latitude: current.latitude, longitude: current.longitude };
  if (data.latitude === null || data.longitude === null) throw invalid({ location: ownProfileMessages.locationNotChosen });
  const place = await resolvePlace(geocoder, { city: data.location, latitude: data.latitude, longitude: data.longitude });
  if (!place) throw invalid({ location: ownProfileMessages.locationNotFound });
  return { location: place.city, latitude: place.latitude, longitude: place.longitude };
}

/** References checked against the lists they come from (sector, skills, languages). */
async function checkReferences(db: Db, data: TOwnProfileData, current: Current) {
  if (data.industry_sector_id) {
    const [sector] = await db.select({ id: industrySectors.id }).from(industrySectors).where(eq(industrySectors.id, data.industry_sector_id));
    if (!sector) throw invalid({ industry_sector_id: ownProfileMessages.unknownSector });
  }
  if (data.user_type !== 'community_manager') return;
  const skillIds = data.skills.map((skill) => skill.skill_id);
  if (skillIds.length > 0) {
    const known = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, skillIds));
    if (known.length !== skillIds.length) throw invalid({ skills: ownProfileMessages.unknownSkill });
  }
  // A language the member already lists stays allowed after an admin deactivates it.
  const allowed = new Set([...(await listLanguages(db)).map((language) => language.label), ...(current.manager?.languages ?? [])]);
  if (data.languages.some((language) => !allowed.has(language))) throw invalid({ languages: ownProfileMessages.unknownLanguage });
}

/** Saves 'Mon Profil' in one transaction: profile, type-specific record and skills. */
export async function updateOwnProfile(db: Db, geocoder: Geocoder, viewer: Viewer, data: TOwnProfileData): Promise<void> {
  const current = await currentRow(db, viewer.id);
  if (data.user_type !== current.userType) throw invalid({ user_type: ownProfileMessages.wrongUserType });
  await checkReferences(db, data, current);
  const place = await placeOf(geocoder, data, current);

  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        fullName: data.full_name,
        phone: data.phone || null,
        ...place,
        industrySectorId: data.industry_sector_id,
        ...(data.user_type === 'company' ? {} : { bio: data.bio || null }),
      })
      .where(eq(profiles.id, viewer.id));
    await setUserName(tx, viewer.id, data.full_name);

    if (data.user_type === 'community_manager') {
      const links = Object.fromEntries(Object.entries(data.social_links).filter(([, url]) => url !== ''));
      const manager = {
        headline: data.headline || null,
        hourlyRateMin: data.hourly_rate_min,
        hourlyRateMax: data.hourly_rate_max,
        experienceYears: data.experience_years,
        availability: data.availability,
        remoteOk: data.remote_ok,
        languages: [...new Set(data.languages)],
        socialLinks: links,
      };
      await tx
        .insert(communityManagers)
        .values({ id: viewer.id, ...manager })
        .onConflictDoUpdate({ target: communityManagers.id, set: manager });
      await tx.delete(userSkills).where(eq(userSkills.userId, viewer.id));
      if (data.skills.length > 0) {
        await tx
          .insert(userSkills)
          .values(data.skills.map((skill) => ({ userId: viewer.id, skillId: skill.skill_id, proficiencyLevel: skill.proficiency_level })));
      }
    }
    if (data.user_type === 'company') {
      const company = {
        companyName: data.company_name || DEFAULT_COMPANY_NAME,
        companySize: data.company_size || null,
        website: data.website || null,
        description: data.description || null,
      };
      await tx
        .insert(companies)
        .values({ id: viewer.id, ...company })
        .onConflictDoUpdate({ target: companies.id, set: company });
    }
  });
}

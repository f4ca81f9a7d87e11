/** Community managers, companies and individuals: who they are, where, and what they do. */
import { INDIVIDUAL_BIO_PREFIX } from '#contracts/accounts-terms';
import type { SocialLinks } from '#server/db/schema/index';
import { demoMembers, memberId } from './demo-members.ts';
import { BUSINESSES, COMPANY_SIZES } from './fixtures/businesses.ts';
import { LANGUAGES, SECTORS } from './fixtures/catalog.ts';
import { MISSION_THEMES } from './fixtures/missions.ts';
import { FIRST_NAMES, LAST_NAMES } from './fixtures/names.ts';
import { CITIES, type City } from './fixtures/places.ts';
import {
  CM_BIO_CLOSINGS,
  CM_BIO_FOCUS,
  CM_BIO_INTROS,
  CM_CLIENTS,
  CM_HEADLINES,
  COMPANY_GOALS,
  COMPANY_INTROS,
  COMPANY_TEAMS,
  COMPANY_VALUES,
} from './fixtures/profile-texts.ts';
import type { CmDetails, CompanyDetails, Member, SkillLevel, UserType } from './model.ts';
import { Random } from './random.ts';
import { fill, frenchList, slugify, yearsLabel, type Gender } from './text.ts';
import { between, daysBefore } from './time.ts';

/** How many members of each type, demo accounts included (the admin comes on top). */
export const PEOPLE_COUNTS = { community_manager: 300, company: 100, individual: 50 } as const;
export const DEMO_EMAIL_DOMAIN = 'demo.cmconnect.fr';
/** Bigger companies publish more missions. */
const ACTIVITY_BY_SIZE: Record<string, number> = { '1-10': 1, '11-50': 1.4, '51-200': 1.8, '201-500': 2.2, '500+': 2.5 };

/** Hands out unique e-mail addresses. */
class EmailBook {
  private readonly used = new Set<string>();

  reserve(email: string) {
    this.used.add(email);
  }

  /** first.last@domain, then first.last2@domain… */
  claim(local: string, domain = DEMO_EMAIL_DOMAIN): string {
    for (let n = 1; ; n += 1) {
      const email = `${local}${n === 1 ? '' : n}@${domain}`;
      if (!this.used.has(email)) {
        this.used.add(email);
        return email;
      }
    }
  }
}

type Person = { firstName: string; lastName: string; gender: Gender; city: City };

export function sectorShort(sector: string): string {
  const found = SECTORS.find((candidate) => candidate.name === sector);
  if (!found) throw new Error(`demo data: unknown sector ${sector}`);
  return found.short;
}

function pickPerson(random: Random): Person {
  const city = random.weighted(CITIES, (c) => c.weight);
  const first = random.pick(FIRST_NAMES[city.country]);
  return { firstName: first.name, gender: first.gender, lastName: random.pick(LAST_NAMES[city.country]), city };
}

function pickSector(random: Random): string {
  return random.weighted(SECTORS, (s) => (s.featured ? 3 : 1)).name;
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** Numbers in ranges kept for fiction where one exists (France 06 39 98, North America 555). */
function phoneFor(random: Random, city: City): string {
  switch (city.country) {
    case 'France':
      return `+33 6 39 98 ${digits(random, 2)} ${digits(random, 2)}`;
    case 'Belgique':
      return `+32 4${random.pick(['7', '8', '9'])}${digits(random, 1)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
    case 'Suisse':
      return `+41 7${random.pick(['6', '7', '8', '9'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`;
    case 'Canada':
      return `+1 ${city.areaCode ?? '514'} 555-${digits(random, 4)}`;
  }
}

/** Sign-up date: a week to two years before the reference date. */
function joinedAt(random: Random): Date {
  const days = 7 + Math.floor(713 * random.next() ** 0.9);
  return between(random, daysBefore(days + 1), daysBefore(days));
}

function baseMember(random: Random, person: Person, email: string, userType: UserType, sector = pickSector(random)): Member {
  return {
    id: memberId(email),
    email,
    firstName: person.firstName,
    lastName: person.lastName,
    fullName: `${person.firstName} ${person.lastName}`,
    gender: person.gender,
    userType,
    role: 'user',
    phone: random.chance(0.88) ? phoneFor(random, person.city) : null,
    city: person.city,
    sector,
    searchRadiusKm: random.pick([20, 30, 50, 50, 50, 100, 150, 200]),
    bio: null,
    createdAt: joinedAt(random),
    activity: 0.3 + random.next() * 1.7,
  };
}

/** Skills follow one or two specialities (the mission themes), so profiles are coherent. */
function cmSkills(random: Random, sector: string): SkillLevel[] {
  const themes = random.sample(MISSION_THEMES, random.int(1, 2), (t) => t.weight * (t.sectors.includes(sector) ? 3 : 1));
  const core = themes.map((t) => t.skills[0]!);
  const extras = [...new Set(themes.flatMap((t) => t.skills.slice(1)))].filter((s) => !core.includes(s));
  const wanted = random.int(3, 7);
  const names = [...new Set([...core, ...random.sample(extras, Math.max(0, wanted - core.length))])];
  return names.map((name, i) => ({ name, level: i < core.length ? random.int(3, 5) : random.int(1, 4) })).sort((a, b) => b.level - a.level);
}

function cmLanguages(random: Random, city: City): string[] {
  const label = (code: string) => LANGUAGES.find((l) => l.code === code)!.label;
  const spoken = [label('fr')];
  if (random.chance(city.country === 'Canada' ? 0.95 : 0.6)) spoken.push(label('en'));
  if (city.country === 'Belgique' && random.chance(0.4)) spoken.push(label('nl'));
  if (city.country === 'Suisse' && random.chance(0.4)) spoken.push(label('de'));
  if (random.chance(0.15)) spoken.push(label(random.pick(['es', 'it', 'pt', 'ar', 'de'])));
  return [...new Set(spoken)];
}

function socialLinks(random: Random, person: Person): SocialLinks {
  const handle = `${slugify(`${person.firstName} ${person.lastName}`, '.')}${random.pick(['.cm', '.social', '_community', ''])}`;
  const links: SocialLinks = { instagram: `https://www.instagram.com/${handle}` };
  if (random.chance(0.8)) links.linkedin = `https://www.linkedin.com/in/${slugify(`${person.firstName} ${person.lastName}`)}`;
  if (random.chance(0.3)) links.facebook = `https://www.facebook.com/${handle}`;
  if (random.chance(0.2)) links.twitter = `https://x.com/${handle.replace(/\./g, '_')}`;
  return links;
}

/**
 * Which figures a demo member typed in 'Mon Profil': most gave a rate and their experience, some
 * did not. Drawn from the member's own stream, so the rest of the demo data does not shift.
 */
function enteredFigures(email: string): CmDetails['entered'] {
  const random = Random.for(`entered:${email}`);
  return { rate: random.chance(0.8), experience: random.chance(0.85), availability: random.chance(0.9) };
}

function buildCommunityManager(random: Random, book: EmailBook): Member {
  const person = pickPerson(random);
  const email = book.claim(slugify(`${person.firstName} ${person.lastName}`, '.'));
  const member = baseMember(random, person, email, 'community_manager');
  const skills = cmSkills(random, member.sector);
  const years = random.oneOf([
    [1, 8],
    [2, 12],
    [3, 14],
    [4, 14],
    [5, 12],
    [6, 10],
    [7, 8],
    [8, 7],
    [9, 5],
    [10, 5],
    [12, 4],
    [15, 3],
  ] as const);
  const rateMin = Math.min(120, Math.max(15, Math.round((20 + years * 3 + random.int(-5, 10)) / 5) * 5));
  const values = {
    city: person.city.name,
    years: yearsLabel(years),
    sector: sectorShort(member.sector),
    skill1: skills[0]!.name,
    skill2: skills[1]!.name,
    skills: frenchList(skills.slice(0, 3).map((s) => s.name)),
    growth: random.int(15, 80),
  };
  const clients = fill(random.pick(CM_CLIENTS), values, person.gender);
  const cm: CmDetails = {
    headline: fill(random.pick(CM_HEADLINES.filter((h) => years >= 8 || !h.includes('senior'))), values, person.gender),
    skills,
    hourlyRateMin: rateMin,
    hourlyRateMax: rateMin + random.pick([10, 15, 20, 25, 30]),
    experienceYears: years,
    availability: random.chance(0.75),
    entered: enteredFigures(email),
    remoteOk: random.chance(0.82),
    languages: cmLanguages(random, person.city),
    socialLinks: socialLinks(random, person),
  };
  const bio = [
    fill(random.pick(CM_BIO_INTROS), { ...values, clients }, person.gender),
    fill(random.pick(CM_BIO_FOCUS), values, person.gender),
    fill(random.pick(CM_BIO_CLOSINGS), values, person.gender),
  ].join(' ');
  return { ...member, bio, cm, activity: member.activity * (1 + years / 5) };
}

function buildCompany(random: Random, book: EmailBook, takenNames: Set<string>): Member {
  const person = pickPerson(random);
  const sector = pickSector(random);
  const values = { last: person.lastName, first: person.firstName, city: person.city.name };
  let archetype = random.pick(BUSINESSES[sector]!.archetypes);
  let companyName = fill(random.pick(archetype.names), values);
  for (let attempt = 0; takenNames.has(slugify(companyName)) && attempt < 20; attempt += 1) {
    archetype = random.pick(BUSINESSES[sector]!.archetypes);
    companyName = fill(random.pick(archetype.names), values);
  }
  if (takenNames.has(slugify(companyName))) companyName = `${companyName} ${person.city.name}`;
  const slug = slugify(companyName);
  takenNames.add(slug);
  const domain = `${slug}.${DEMO_EMAIL_DOMAIN}`;
  const member = baseMember(random, person, book.claim('contact', domain), 'company', sector);
  const companySize = random.oneOf<string>(archetype.large ? COMPANY_SIZES.any : COMPANY_SIZES.small);
  const intro = fill(random.pick(COMPANY_INTROS), {
    city: person.city.name,
    business: archetype.business,
    installée: archetype.business.startsWith('une ') ? 'installée' : 'installé',
    team: COMPANY_TEAMS[companySize]!,
  });
  const company: CompanyDetails = {
    companyName,
    business: archetype.business,
    companySize,
    website: `https://${domain}`,
    description: [intro, random.pick(COMPANY_GOALS), random.pick(COMPANY_VALUES)].join(' '),
  };
  return { ...member, company, activity: member.activity * (ACTIVITY_BY_SIZE[companySize] ?? 1) };
}

function buildIndividual(random: Random, book: EmailBook): Member {
  const person = pickPerson(random);
  const email = book.claim(slugify(`${person.firstName} ${person.lastName}`, '.'));
  const member = baseMember(random, person, email, 'individual');
  return {
    ...member,
    bio: `${INDIVIDUAL_BIO_PREFIX}${member.sector}`,
    project: fill(random.pick(BUSINESSES[member.sector]!.personal), {}, person.gender),
  };
}

/** Every member: the demo accounts first, then the generated ones. */
export function buildMembers(): Member[] {
  const random = Random.for('people');
  const book = new EmailBook();
  const members = demoMembers();
  const takenNames = new Set<string>();
  for (const member of members) {
    book.reserve(member.email);
    if (member.company) takenNames.add(slugify(member.company.companyName));
  }
  const missing = (type: UserType) => PEOPLE_COUNTS[type] - members.filter((m) => m.userType === type && m.role !== 'admin').length;

  for (let i = missing('community_manager'); i > 0; i -= 1) members.push(buildCommunityManager(random, book));
  for (let i = missing('company'); i > 0; i -= 1) members.push(buildCompany(random, book, takenNames));
  for (let i = missing('individual'); i > 0; i -= 1) members.push(buildIndividual(random, book));
  return members;
}

/**
 * Search benchmark: loads 100,000 community managers and 50,000 missions into a fresh
 * database, then times each query shape (the 7 of ADR 0013 per search, then every filter and
 * sort of ADR 0048), through the API (app.inject) and as the bare SQL the service runs.
 * Prints p50/p95 in milliseconds.
 *
 *   npm run bench:search                                   # PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:search
 *     # PostgreSQL: creates (and afterwards drops) the database BENCH_DB_NAME (default cm_bench)
 *     # on that server; the database named in the URL is only used to connect.
 *
 * BENCH_MANAGERS, BENCH_MISSIONS and BENCH_RUNS override the sizes (100000, 50000, 200). With 50
 * runs a p95 is the third-worst sample, so one garbage-collection pause moves it; 200 runs
 * measure the tail rather than the luck of a few samples.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { ZManagerSearchQuery, ZMissionSearchQuery, type TManagerSearchQueryInput, type TMissionSearchQueryInput } from '#contracts/search';
import { buildApp } from '#server/app';
import { createVisitorCache } from '#server/http/visitor-cache';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { resolveManagerSearch, resolveMissionSearch } from '#server/modules/search/search-query';
import { buildJobSearchSql, buildManagerSearchSql } from '#server/modules/search/service';
import { openFreshDatabase } from './fresh-database.ts';

const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 100_000);
const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 50_000);
const CLIENTS = Math.max(100, Math.round(MISSIONS / 5));
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 5;
const BENCH_DB_NAME = process.env.BENCH_DB_NAME ?? 'cm_bench';
/**
 * The planner's cost of a random page read. PostgreSQL's default (4) models spinning disks
 * and makes it prefer scanning the whole missions table to the full-text index; 1.1 is the
 * usual value for SSDs and cached data, and what ADR 0009 asks of production. 'default'
 * keeps the server's setting.
 */
const RANDOM_PAGE_COST = process.env.BENCH_RANDOM_PAGE_COST ?? '1.1';

// ------------------------------------------------------------------ vocabulary

const SECTORS = [
  'Mode',
  'Restauration',
  'Tourisme',
  'Immobilier',
  'Santé',
  'Beauté',
  'Sport',
  'Culture',
  'Éducation',
  'Technologie',
  'Finance',
  'Associations',
  'Industrie',
  'Luxe',
  'E-commerce',
];
const SKILLS = [
  'Instagram',
  'TikTok',
  'LinkedIn',
  'Facebook',
  'YouTube',
  'Pinterest',
  'Snapchat',
  'X (Twitter)',
  'Rédaction web',
  'SEO',
  'Newsletter',
  'Canva',
  'Photoshop',
  'Montage vidéo',
  'Photographie',
  'Motion design',
  'Facebook Ads',
  'Google Ads',
  'Influence',
  'Stratégie de marque',
  'Modération',
  'Community building',
  'Analytics',
  'Relations presse',
  'Événementiel',
  'Podcast',
  'Copywriting',
  'Emailing',
  'Growth hacking',
  'Live streaming',
];
const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Jade',
  'Louise',
  'Zoé',
  'Sarah',
  'Julie',
  'Anaïs',
  'Clara',
  'Océane',
  'Élodie',
  'Margaux',
  'Pauline',
  'Lucie',
  'Mathilde',
  'Noémie',
  'Lucas',
  'Hugo',
  'Louis',
  'Nathan',
  'Théo',
  'Arthur',
  'Jules',
  'Raphaël',
  'Mathis',
  'Tom',
  'Antoine',
  'Maxime',
  'Alexandre',
  'Thomas',
  'Nicolas',
  'Julien',
  'Romain',
  'Quentin',
  'Kévin',
  'Benoît',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefebvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
];
const ROLES = [
  'Community manager',
  'Social media manager',
  'Content manager',
  'Rédactrice web',
  'Graphiste',
  'Vidéaste',
  'Photographe',
  'Consultant SEO',
  'Growth marketer',
  'Chargée de communication',
  'Brand manager',
  'Motion designer',
  'Responsable influence',
  'Traffic manager',
  'Copywriter',
  'Stratège digital',
  'Podcasteuse',
  'Illustratrice',
  'Consultante LinkedIn',
  'Chef de projet digital',
];
const FOCUSES = [
  'spécialisé mode',
  'pour restaurants',
  'B2B',
  'e-commerce',
  'tourisme',
  'luxe',
  'startups',
  'associations',
  'santé',
  'immobilier',
  'sport',
  'beauté',
  'culture',
  'industrie',
  'éducation',
  'gastronomie',
  'vins et spiritueux',
  'artisanat',
  'musique',
  'jeux vidéo',
];
const BIO_OPENINGS = [
  "J'accompagne les marques depuis plusieurs années sur les réseaux sociaux.",
  'Passionnée de storytelling, je transforme vos idées en contenus qui engagent.',
  "Ancien journaliste, j'écris des contenus clairs et efficaces.",
  'Je crée des communautés fidèles autour de marques authentiques.',
  "Freelance depuis cinq ans, j'ai travaillé avec des PME et des grands comptes.",
  'Je conçois des stratégies social media sur mesure.',
  'Créatif et organisé, je gère vos comptes de A à Z.',
  "J'aide les indépendants à gagner en visibilité en ligne.",
];
const BIO_MIDDLES = [
  'Mes points forts : planning éditorial, modération et reporting mensuel.',
  'Je réalise photos et vidéos courtes pour Reels et TikTok.',
  "J'ai géré des campagnes publicitaires avec des budgets maîtrisés.",
  'Je travaille en étroite collaboration avec vos équipes marketing.',
  'Je maîtrise les outils de planification et d’analyse des statistiques.',
  'Je rédige newsletters, articles de blog et fiches produits optimisées.',
  'Je forme aussi les équipes internes aux bonnes pratiques.',
  'J’organise des collaborations avec des créateurs de contenu.',
];
const BIO_CLOSINGS = [
  'Disponible pour des missions longues ou ponctuelles.',
  'Basée en région, je me déplace pour les shootings.',
  'Parlons de votre projet autour d’un café !',
  'Références disponibles sur demande.',
  'Je réponds sous 24 heures.',
  'Télétravail possible, rendez-vous réguliers sur place.',
];
const JOB_ACTIONS = [
  'Community manager pour',
  'Création de contenus pour',
  'Gestion des réseaux sociaux pour',
  'Campagne TikTok pour',
  'Stratégie LinkedIn pour',
  "Rédaction d'articles SEO pour",
  'Animation de communauté pour',
  'Shooting photo produits pour',
  'Montage de vidéos Reels pour',
  'Publicité Facebook Ads pour',
  'Lancement Instagram pour',
  'Newsletter mensuelle pour',
  'Refonte de la ligne éditoriale pour',
  'Couverture live d’un événement pour',
  'Audit social media pour',
];
const JOB_CONTEXTS = [
  'une boutique de mode',
  'un restaurant gastronomique',
  'une startup SaaS',
  'un hôtel de charme',
  'une agence immobilière',
  'un club de sport',
  'une marque de cosmétiques',
  "un cabinet d'avocats",
  'une association caritative',
  'un festival de musique',
  'une école de langues',
  'une cave à vins',
  "une salle d'escalade",
  'un e-commerce de bijoux',
  'une brasserie artisanale',
  'un musée',
  'une clinique vétérinaire',
  'une librairie indépendante',
  'un studio de yoga',
  'une chocolaterie',
];
const JOB_DETAILS = [
  'Vous publierez trois fois par semaine et répondrez aux commentaires.',
  'Vous proposerez un calendrier éditorial et des visuels cohérents.',
  'Un reporting mensuel des statistiques est attendu.',
  'Vous travaillerez avec notre photographe et notre équipe commerciale.',
  'Nous cherchons une personne autonome, créative et réactive.',
  'La mission peut évoluer vers un accompagnement à long terme.',
  'Une première expérience dans notre secteur est un plus.',
  'Les contenus seront validés chaque semaine avec la direction.',
];
const DURATIONS = ['1 mois', '3 mois', '6 mois', '1 an', 'Ponctuelle'];
/** [name, latitude, longitude, share of members out of 100] */
const CITIES: [string, number, number, number][] = [
  ['Paris', 48.8566, 2.3522, 30],
  ['Lyon', 45.764, 4.8357, 12],
  ['Marseille', 43.2965, 5.3698, 9],
  ['Bordeaux', 44.8378, -0.5792, 9],
  ['Toulouse', 43.6047, 1.4442, 8],
  ['Lille', 50.6292, 3.0573, 7],
  ['Nantes', 47.2184, -1.5536, 7],
  ['Strasbourg', 48.5734, 7.7521, 5],
  ['Montpellier', 43.6108, 3.8767, 5],
  ['Rennes', 48.1173, -1.6778, 4],
  ['Nice', 43.7102, 7.262, 4],
];

// ------------------------------------------------------------------ loading (all in SQL)

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const array = (values: readonly string[]) => `ARRAY[${values.map(literal).join(', ')}]`;
/** Element `pick(i, salt)` of a SQL array: a deterministic pseudo-random choice. */
const from = (values: readonly string[], salt: number, i = 'i') => `(${array(values)})[bench_pick(${i}, ${salt}, ${values.length})]`;
const citySlots = CITIES.flatMap(([, , , share], index) => Array.from({ length: share }, () => index + 1));
const cityTable = `(SELECT * FROM (VALUES ${CITIES.map(([name, lat, lon], index) => `(${index + 1}, ${literal(name)}, ${lat}::float8, ${lon}::float8)`).join(', ')}) AS v(n, name, lat, lon))`;
const cityOf = (salt: number) => `(ARRAY[${citySlots.join(',')}])[bench_pick(i, ${salt}, ${citySlots.length})]`;
/** ±0.2° around the city centre (about 20 km), 8 % of rows with a place name only. */
const coordinate = (column: 'lat' | 'lon', salt: number) =>
  `CASE WHEN bench_pick(i, 90, 100) <= 8 THEN NULL ELSE c.${column} + (bench_pick(i, ${salt}, 401) - 201) / 1000.0 END`;
const fullName = () => `${from(FIRST_NAMES, 1)} || ' ' || ${from(LAST_NAMES, 2)}`;

function loadStatements(): string[] {
  const sectorIds = `(SELECT array_agg(id ORDER BY name) FROM industry_sectors)`;
  const skillIds = `(SELECT array_agg(id ORDER BY name) FROM skills)`;
  return [
    `CREATE OR REPLACE FUNCTION bench_pick(i int, salt int, n int) RETURNS int LANGUAGE sql IMMUTABLE
       AS $$ SELECT 1 + ((hashint8(i::bigint * 7919 + salt * 104729)::bigint + 2147483648) % n)::int $$`,
    // md5-based ids shaped as version-4 UUIDs (the API's schemas check the format)
    `CREATE OR REPLACE FUNCTION bench_uuid(seed text) RETURNS uuid LANGUAGE sql IMMUTABLE
       AS $$ SELECT (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid FROM md5(seed) h $$`,
    `INSERT INTO industry_sectors (name) SELECT unnest(${array(SECTORS)})`,
    `INSERT INTO skill_categories (name) VALUES ('Réseaux sociaux')`,
    `INSERT INTO hourly_rate_ranges (name, min_rate, max_rate) VALUES ('Moins de 30 €/h', 0, 30), ('30 – 50 €/h', 30, 50), ('50 – 80 €/h', 50, 80), ('Plus de 80 €/h', 80, NULL)`,
    `INSERT INTO experience_levels (name, min_years, max_years) VALUES ('Débutant', 0, 1), ('Junior', 2, 4), ('Confirmé', 5, 9), ('Expert', 10, NULL)`,
    `INSERT INTO skills (name, category_id) SELECT unnest(${array(SKILLS)}), (SELECT id FROM skill_categories LIMIT 1)`,
    // community managers: auth user, profile, skills (before the manager row, whose trigger reads them), manager
    `INSERT INTO "user" (id, name, email, email_verified)
       SELECT bench_uuid('cm' || i), 'Membre ' || i, 'cm' || i || '@bench.fr', true FROM generate_series(1, ${MANAGERS}) i`,
    `INSERT INTO profiles (id, full_name, email, bio, location, latitude, longitude, user_type, industry_sector_id, created_at)
       SELECT bench_uuid('cm' || i), ${fullName()}, 'cm' || i || '@bench.fr',
              ${from(BIO_OPENINGS, 3)} || ' ' || ${from(BIO_MIDDLES, 4)} || ' ' || ${from(BIO_CLOSINGS, 5)},
              CASE WHEN bench_pick(i, 90, 100) <= 4 THEN lower(c.name) ELSE c.name END,
              ${coordinate('lat', 6)}, ${coordinate('lon', 7)}, 'community_manager',
              (${sectorIds})[bench_pick(i, 8, ${SECTORS.length})], now() - bench_pick(i, 9, 1000) * interval '1 day'
       FROM generate_series(1, ${MANAGERS}) i JOIN ${cityTable} c ON c.n = ${cityOf(10)}`,
    `INSERT INTO user_skills (user_id, skill_id, proficiency_level)
       SELECT bench_uuid('cm' || i), (${skillIds})[1 + (bench_pick(i, 11, ${SKILLS.length}) + j * 7) % ${SKILLS.length}], bench_pick(i * 5 + j, 12, 5)
       FROM generate_series(1, ${MANAGERS}) i, generate_series(1, 5) j WHERE j <= bench_pick(i, 13, 5)`,
    `INSERT INTO community_managers (id, headline, average_rating, total_reviews, hourly_rate_min, hourly_rate_max,
                                     experience_years, availability, remote_ok, languages)
       SELECT bench_uuid('cm' || i), ${from(ROLES, 14)} || ' ' || ${from(FOCUSES, 15)},
              CASE WHEN bench_pick(i, 16, 10) <= 2 THEN NULL ELSE 1 + (bench_pick(i, 17, 41) - 1) / 10.0 END,
              bench_pick(i, 18, 60) - 1,
              CASE WHEN bench_pick(i, 52, 20) <= 3 THEN NULL ELSE 20 + bench_pick(i, 19, 40) END,
              CASE WHEN bench_pick(i, 52, 20) <= 3 THEN NULL ELSE 60 + bench_pick(i, 20, 60) END,
              CASE WHEN bench_pick(i, 53, 10) = 1 THEN NULL ELSE bench_pick(i, 21, 16) - 1 END,
              bench_pick(i, 22, 5) > 1, bench_pick(i, 23, 10) <= 4,
              CASE bench_pick(i, 51, 4) WHEN 1 THEN ARRAY['Français', 'Anglais'] WHEN 2 THEN ARRAY['Français', 'Espagnol']
                WHEN 3 THEN ARRAY['Français', 'Anglais', 'Allemand'] ELSE ARRAY['Français', 'Italien'] END
       FROM generate_series(1, ${MANAGERS}) i`,
    // clients: companies (70 %) and individuals
    `INSERT INTO "user" (id, name, email, email_verified)
       SELECT bench_uuid('cl' || i), 'Client ' || i, 'client' || i || '@bench.fr', true FROM generate_series(1, ${CLIENTS}) i`,
    `INSERT INTO profiles (id, full_name, email, location, latitude, longitude, user_type, industry_sector_id)
       SELECT bench_uuid('cl' || i), ${fullName()}, 'client' || i || '@bench.fr', c.name, ${coordinate('lat', 24)}, ${coordinate('lon', 25)},
              CASE WHEN bench_pick(i, 26, 10) <= 7 THEN 'company' ELSE 'individual' END::user_type,
              (${sectorIds})[bench_pick(i, 27, ${SECTORS.length})]
       FROM generate_series(1, ${CLIENTS}) i JOIN ${cityTable} c ON c.n = ${cityOf(28)}`,
    `INSERT INTO companies (id, company_name, company_size)
       SELECT p.id, 'Société ' || ${from(LAST_NAMES, 29)} || ' ' || i, '11-50'
       FROM generate_series(1, ${CLIENTS}) i JOIN profiles p ON p.id = bench_uuid('cl' || i) AND p.user_type = 'company'`,
    // missions: 75 % open, 15 % closed, 10 % draft; 20 % remote
    `INSERT INTO jobs (id, title, description, status, client_id, location, latitude, longitude, is_remote, job_type,
                       duration, budget_min, budget_max, requirements, created_at)
       SELECT bench_uuid('job' || i), ${from(JOB_ACTIONS, 30)} || ' ' || ${from(JOB_CONTEXTS, 31)},
              ${from(JOB_DETAILS, 32)} || ' ' || ${from(JOB_DETAILS, 33)} || ' ' || ${from(JOB_DETAILS, 34)},
              (CASE WHEN bench_pick(i, 35, 20) <= 15 THEN 'open' WHEN bench_pick(i, 35, 20) <= 18 THEN 'closed' ELSE 'draft' END)::job_status,
              bench_uuid('cl' || bench_pick(i, 36, ${CLIENTS})), c.name, ${coordinate('lat', 37)}, ${coordinate('lon', 38)},
              bench_pick(i, 39, 10) <= 2,
              (ARRAY['freelance', 'full_time', 'part_time', 'contract'])[bench_pick(i, 40, 4)]::job_type,
              ${from(DURATIONS, 41)}, CASE WHEN bench_pick(i, 42, 4) = 1 THEN NULL ELSE 100 * bench_pick(i, 43, 20) END,
              CASE WHEN bench_pick(i, 42, 4) = 1 THEN NULL ELSE 100 * bench_pick(i, 43, 20) + 100 * bench_pick(i, 44, 30) END,
              ARRAY['Portfolio', 'Disponibilité rapide'], now() - bench_pick(i, 45, 365 * 24 * 60) * interval '1 minute'
       FROM generate_series(1, ${MISSIONS}) i JOIN ${cityTable} c ON c.n = ${cityOf(46)}`,
    `INSERT INTO job_skills (job_id, skill_id)
       SELECT bench_uuid('job' || i), (${skillIds})[1 + (bench_pick(i, 47, ${SKILLS.length}) + j * 7) % ${SKILLS.length}]
       FROM generate_series(1, ${MISSIONS}) i, generate_series(1, 3) j WHERE j <= bench_pick(i, 48, 3)`,
    `INSERT INTO applications (job_id, applicant_id, cover_letter)
       SELECT bench_uuid('job' || i), bench_uuid('cm' || (1 + (bench_pick(i, 49, ${MANAGERS}) + j * 997) % ${MANAGERS})), 'Bonjour !'
       FROM generate_series(1, ${MISSIONS}) i, generate_series(1, 4) j WHERE j <= bench_pick(i, 50, 5) - 1`,
  ];
}

// ------------------------------------------------------------------ the queries

type Case = { search: 'managers'; name: string; query: TManagerSearchQueryInput } | { search: 'jobs'; name: string; query: TMissionSearchQueryInput };

async function cases(database: Database): Promise<Case[]> {
  const rows = (await database.db.execute(sql`SELECT id, name FROM skills WHERE name IN ('TikTok', 'Photographie')`)) as unknown as {
    rows: { id: string; name: string }[];
  };
  const skill = Object.fromEntries(rows.rows.map((row) => [row.name, row.id]));
  const two = [skill.TikTok!, skill.Photographie!];
  const catalog = (await database.db.execute(
    sql`SELECT (SELECT id FROM hourly_rate_ranges WHERE min_rate = 30) AS rate, (SELECT id FROM experience_levels WHERE min_years = 5) AS experience`,
  )) as unknown as { rows: { rate: string; experience: string }[] };
  const { rate, experience } = catalog.rows[0]!;
  const lyon = { location: 'Lyon', lat: 45.764, lon: 4.8357 };
  const list: Case[] = [];
  // ADR 0013's shapes, on both searches.
  const perSearch: [string, TManagerSearchQueryInput, TMissionSearchQueryInput][] = [
    ['text', { q: 'vidéaste sport' }, { q: 'shooting restaurant' }],
    ['text (broad)', { q: 'photographe' }, { q: 'contenus' }],
    ['skills', { specialties: two }, { specialties: two }],
    ['industry', { industry: 'Mode' }, { industry: 'Mode' }],
    ['location', { location: 'Lyon' }, { location: 'Lyon' }],
    ['combined', { q: 'community', specialties: two, location: 'Paris' }, { q: 'instagram', industry: 'Restauration', location: 'Télétravail' }],
    ['empty', {}, {}],
    // ADR 0048: a city with the smallest and the largest radius.
    ['city 10 km', { ...lyon, radius: 10 }, { ...lyon, radius: 10 }],
    ['city 100 km', { ...lyon, radius: 100 }, { ...lyon, radius: 100 }],
  ];
  for (const [name, managers, jobs] of perSearch) {
    list.push({ search: 'managers', name, query: managers }, { search: 'jobs', name, query: jobs });
  }
  // ADR 0048: each new sort and filter of the community managers' search…
  const managerShapes: [string, TManagerSearchQueryInput][] = [
    ['sort rating', { sort: 'rating' }],
    ['sort rate ↑', { sort: 'rate_asc' }],
    ['sort rate ↓', { sort: 'rate_desc' }],
    ['sort newest', { sort: 'newest' }],
    ['text, sort newest', { q: 'photographe', sort: 'newest' }],
    ['rate range', { rate }],
    ['rate range, sort rate ↑', { rate, sort: 'rate_asc' }],
    ['experience', { experience }],
    ['min rating 4.5', { minRating: 4.5 }],
    ['available', { available: 'true' }],
    ['language', { language: 'Allemand' }],
    ['new filters combined', { q: 'community', rate, experience, minRating: 4, available: 'true', language: 'Anglais', ...lyon, radius: 50 }],
    ['combined, sort rate ↓', { specialties: two, rate, minRating: 4, ...lyon, radius: 50, sort: 'rate_desc' }],
  ];
  for (const [name, query] of managerShapes) list.push({ search: 'managers', name, query });
  // … and of the missions' search.
  const missionShapes: [string, TMissionSearchQueryInput][] = [
    ['sort newest', { sort: 'newest' }],
    ['sort budget ↑', { sort: 'budget_asc' }],
    ['sort budget ↓', { sort: 'budget_desc' }],
    ['text, sort budget ↓', { q: 'contenus', sort: 'budget_desc' }],
    ['budget min', { budgetMin: 2500 }],
    ['budget range', { budgetMin: 1000, budgetMax: 1500 }],
    ['contract', { contract: 'part_time' }],
    ['remote', { workMode: 'remote' }],
    ['on site', { workMode: 'onsite' }],
    ['published 24 h', { published: '24h' }],
    ['published 7 days', { published: '7d' }],
    ['published 30 days', { published: '30d' }],
    [
      'new filters combined',
      { q: 'community', budgetMin: 1000, contract: ['freelance', 'contract'], workMode: 'onsite', published: '30d', ...lyon, radius: 100 },
    ],
    ['combined, sort budget ↑', { specialties: two, budgetMax: 1500, published: '30d', sort: 'budget_asc' }],
  ];
  for (const [name, query] of missionShapes) list.push({ search: 'jobs', name, query });
  return list;
}

async function statementOf(database: Database, item: Case): Promise<SQL> {
  if (item.search === 'managers') return buildManagerSearchSql(await resolveManagerSearch(database.db, ZManagerSearchQuery.parse(item.query)));
  return buildJobSearchSql(resolveMissionSearch(ZMissionSearchQuery.parse(item.query)));
}

function toUrl(search: string, query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return `/api/search/${search}${text ? `?${text}` : ''}`;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** Runs both alternately (same conditions for each), after a warm-up; p50/p95 in ms. */
async function timeBoth(api: () => Promise<unknown>, bare: () => Promise<unknown>) {
  for (let index = 0; index < WARMUP; index += 1) {
    await api();
    await bare();
  }
  const samples = { api: [] as number[], bare: [] as number[] };
  const measure = async (run: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await run();
    into.push(performance.now() - start);
  };
  for (let index = 0; index < RUNS; index += 1) {
    await measure(api, samples.api);
    await measure(bare, samples.bare);
  }
  const stats = (values: number[]) => {
    values.sort((a, b) => a - b);
    return { p50: percentile(values, 0.5), p95: percentile(values, 0.95) };
  };
  return { api: stats(samples.api), bare: stats(samples.bare) };
}

// ------------------------------------------------------------------ main

async function main() {
  const started = performance.now();
  const { database, label, cleanup } = await openFreshDatabase(BENCH_DB_NAME, RANDOM_PAGE_COST);
  const { db } = database;
  console.log(`Engine: ${label}; random_page_cost ${RANDOM_PAGE_COST}`);
  await database.migrate();

  const loadStart = performance.now();
  for (const statement of loadStatements()) await db.execute(sql.raw(statement));
  await db.execute(sql.raw('DROP FUNCTION bench_pick(int, int, int)'));
  await db.execute(sql.raw('DROP FUNCTION bench_uuid(text)'));
  const loaded = performance.now();
  await db.execute(sql.raw(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));
  const counts = (await db.execute(
    sql`SELECT (SELECT count(*)::int FROM community_managers) AS managers, (SELECT count(*)::int FROM jobs) AS missions,
               (SELECT count(*)::int FROM jobs WHERE status = 'open') AS open, (SELECT count(*)::int FROM user_skills) AS "userSkills",
               (SELECT count(*)::int FROM applications) AS applications`,
  )) as unknown as { rows: Record<string, number>[] };
  console.log(
    `Loaded in ${((loaded - loadStart) / 1000).toFixed(1)} s (+ ${((performance.now() - loaded) / 1000).toFixed(1)} s ANALYZE):`,
    counts.rows[0],
  );

  // Every answer computed (no visitor cache, no cap on computed answers per client): what ADR 0013 measures.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATA_DIR: os.tmpdir(),
    VISITOR_CACHE_MISSES_PER_MINUTE: '0',
  });
  const app = await buildApp({ config, database, serveWebApp: false, visitorCache: createVisitorCache({ ttlMs: 0 }) });
  await app.ready();

  const results: string[][] = [];
  for (const item of await cases(database)) {
    const url = toUrl(item.search, item.query);
    const statement = await statementOf(database, item);
    const first = await app.inject({ method: 'GET', url });
    if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
    // '1000+': the search stopped counting at SEARCH_TOTAL_CAP (ADR 0013).
    const answer = first.json() as { total: number; totalIsLowerBound?: true };
    const total = `${answer.total}${answer.totalIsLowerBound ? '+' : ''}`;
    const { api, bare } = await timeBoth(
      () => app.inject({ method: 'GET', url }),
      () => db.execute(statement),
    );
    results.push([
      item.search,
      item.name,
      decodeURIComponent(url.replace(/^\/api\/search\/\w+\??/, '')).replace(/=[0-9a-f-]{36}/g, '=…') || '—',
      total,
      bare.p50.toFixed(2),
      bare.p95.toFixed(2),
      api.p50.toFixed(2),
      api.p95.toFixed(2),
      (api.p95 / bare.p95).toFixed(2),
    ]);
  }
  await app.close();

  const header = ['search', 'query', 'parameters', 'total', 'SQL p50', 'SQL p95', 'API p50', 'API p95', 'API/SQL p95'];
  const widths = header.map((title, column) => Math.max(title.length, ...results.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column >= 3 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(`\n${RUNS} runs per query after ${WARMUP} warm-up runs; milliseconds.\n`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of results) console.log(line(row));
  console.log(`\nTotal time ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await database.close();
  await cleanup();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The large data set of the benches: 100,000 community managers and 50,000 missions (BENCH_MANAGERS,
 * BENCH_MISSIONS), their clients (a fifth as many as missions, 70 % companies), skills, 0–4
 * applications per mission and a two-message conversation per application (the client asks, the
 * applicant answers), all generated in SQL from a deterministic hash, so every run loads the same
 * rows. Loaded on an empty database (`bench:search`) or on top of the French demo data (the other
 * benches with BENCH_DATA=large: the demo accounts still sign in, the public pages and searches
 * then run over the large set).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { seedDemoData } from '#server/db/seed/index';

const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 100_000);
const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 50_000);
const CLIENTS = Math.max(100, Math.round(MISSIONS / 5));

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
    // The reference lists the demo data may already hold are added where missing.
    `INSERT INTO industry_sectors (name) SELECT unnest(${array(SECTORS)}) ON CONFLICT (name) DO NOTHING`,
    `INSERT INTO skill_categories (name) VALUES ('Réseaux sociaux') ON CONFLICT (name) DO NOTHING`,
    `INSERT INTO hourly_rate_ranges (name, min_rate, max_rate) SELECT * FROM (VALUES ('Moins de 30 €/h', 0, 30), ('30 – 50 €/h', 30, 50), ('50 – 80 €/h', 50, 80), ('Plus de 80 €/h', 80, NULL)) v
       WHERE NOT EXISTS (SELECT 1 FROM hourly_rate_ranges)`,
    `INSERT INTO experience_levels (name, min_years, max_years) SELECT * FROM (VALUES ('Débutant', 0, 1), ('Junior', 2, 4), ('Confirmé', 5, 9), ('Expert', 10, NULL)) v
       WHERE NOT EXISTS (SELECT 1 FROM experience_levels)`,
    `INSERT INTO skills (name, category_id) SELECT unnest(${array(SKILLS)}), (SELECT id FROM skill_categories LIMIT 1) ON CONFLICT (name) DO NOTHING`,
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
    // a conversation per application of the large set: the client asks, the applicant answers (screened: no warning)
    `INSERT INTO messages (sender_id, receiver_id, job_id, content, read, warnings, created_at)
       SELECT j.client_id, a.applicant_id, j.id, 'Bonjour, votre candidature nous intéresse : êtes-vous disponible cette semaine ?', true, '{}',
              a.created_at + interval '1 hour'
       FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.cover_letter = 'Bonjour !'`,
    `INSERT INTO messages (sender_id, receiver_id, job_id, content, read, warnings, created_at)
       SELECT a.applicant_id, j.client_id, j.id, 'Bonjour, oui, avec plaisir. Je vous propose un appel jeudi.', bench_pick(row_number() OVER ()::int, 54, 4) > 1, '{}',
              a.created_at + interval '2 hours'
       FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.cover_letter = 'Bonjour !'`,
    'DROP FUNCTION bench_pick(int, int, int)',
    'DROP FUNCTION bench_uuid(text)',
  ];
}

/** BENCH_DATA=large: the benches run on the large set on top of the demo data; otherwise on the demo data alone. */
export const LARGE = process.env.BENCH_DATA === 'large';

/** Loads the large set into `database`; returns the seconds it took. ANALYZE is the caller's. */
export async function loadLargeData(database: Database): Promise<number> {
  const started = performance.now();
  for (const statement of loadStatements()) await database.db.execute(sql.raw(statement));
  return (performance.now() - started) / 1000;
}

/** The demo data, and the large set on top when BENCH_DATA=large, analysed for the planner. */
export async function seedBenchData(database: Database): Promise<void> {
  await seedDemoData(database.db);
  if (LARGE) {
    process.stderr.write(`Loading the large data (${MANAGERS} managers, ${MISSIONS} missions)…\n`);
    await loadLargeData(database);
  }
  await database.db.execute(sql.raw(database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE'));
}

/** "data: N managers, M missions, K messages", as every bench prints it. */
export async function dataSize(database: Database): Promise<string> {
  const result = (await database.db.execute(
    sql`SELECT (SELECT count(*)::int FROM community_managers) AS managers, (SELECT count(*)::int FROM jobs) AS missions,
               (SELECT count(*)::int FROM messages) AS messages`,
  )) as unknown as { rows: { managers: number; missions: number; messages: number }[] };
  const { managers, missions, messages } = result.rows[0]!;
  const number = (value: number) => value.toLocaleString('en');
  return `data: ${number(managers)} managers, ${number(missions)} missions, ${number(messages)} messages${LARGE ? ' (the demo data + the large set)' : ''}`;
}

/** Missions published by companies and individuals over the last six months. */
import { demoCompanyAccount, demoIndividualAccount, memberId } from './demo-members.ts';
import {
  BUDGETS,
  COMMON_REQUIREMENTS,
  COMPANY_MISSION_INTROS,
  DURATIONS,
  INDEPENDENT_REQUIREMENT,
  INDIVIDUAL_MISSION_INTROS,
  JOB_TYPE_LINES,
  MISSION_THEMES,
  REMOTE_SUFFIX,
  type MissionTheme,
} from './fixtures/missions.ts';
import { CITIES } from './fixtures/places.ts';
import { demoId } from './ids.ts';
import { isClient, type JobStatus, type JobType, type Member, type Mission } from './model.ts';
import { sectorShort } from './people.ts';
import { Random } from './random.ts';
import { fill } from './text.ts';
import { between, daysBefore, duration, later, latest, REFERENCE_DATE } from './time.ts';

export const MISSION_COUNT = 400;
/** How far back missions go. */
const HISTORY_DAYS = 180;

type MissionPlan = {
  client: Member;
  theme: MissionTheme;
  status: JobStatus;
  jobType: JobType;
  createdAt: Date;
  /** Pinned missions use their theme's first (most typical) title. */
  typicalTitle?: boolean;
};

const theme = (key: string) => {
  const found = MISSION_THEMES.find((t) => t.key === key);
  if (!found) throw new Error(`demo data: unknown mission theme ${key}`);
  return found;
};

/** The demo company and individual get missions in every status, so their dashboards are full. */
function pinnedPlans(random: Random, members: Member[]): MissionPlan[] {
  const byId = new Map(members.map((m) => [m.id, m]));
  const company = byId.get(memberId(demoCompanyAccount.email))!;
  const individual = byId.get(memberId(demoIndividualAccount.email))!;
  const plan = (client: Member, key: string, status: JobStatus, jobType: JobType, daysAgo: number): MissionPlan => ({
    client,
    theme: theme(key),
    status,
    jobType,
    createdAt: between(random, daysBefore(daysAgo + 1), daysBefore(daysAgo)),
    typicalTitle: true,
  });
  return [
    plan(company, 'instagram', 'open', 'freelance', 12),
    plan(company, 'tiktok', 'open', 'part_time', 26),
    plan(company, 'multi-network', 'open', 'contract', 41),
    plan(company, 'visuals', 'closed', 'freelance', 150),
    plan(company, 'influence', 'draft', 'freelance', 3),
    plan(individual, 'instagram', 'open', 'freelance', 9),
    plan(individual, 'tiktok', 'closed', 'freelance', 120),
  ];
}

function randomPlan(random: Random, clients: Member[]): MissionPlan {
  const client = random.weighted(clients, (c) => (c.userType === 'company' ? 3 : 1.2) * c.activity);
  const createdAt = between(random, latest(later(client.createdAt, duration.day), daysBefore(HISTORY_DAYS)), later(REFERENCE_DATE, -duration.hour));
  const ageDays = (REFERENCE_DATE.getTime() - createdAt.getTime()) / duration.day;
  const status =
    ageDays < 21
      ? random.oneOf<JobStatus>([
          ['open', 85],
          ['draft', 15],
        ])
      : random.oneOf<JobStatus>([
          ['open', 55],
          ['closed', 36],
          ['draft', 9],
        ]);
  const jobType =
    client.userType === 'company'
      ? random.oneOf<JobType>([
          ['freelance', 50],
          ['contract', 20],
          ['part_time', 15],
          ['full_time', 15],
        ])
      : random.oneOf<JobType>([
          ['freelance', 75],
          ['part_time', 20],
          ['contract', 5],
        ]);
  const chosenTheme = random.weighted(MISSION_THEMES, (t) => t.weight * (t.sectors.includes(client.sector) ? 3 : 1));
  return { client, theme: chosenTheme, status, jobType, createdAt };
}

function budgetFor(random: Random, jobType: JobType): [number | null, number | null] {
  const { min, max, step, spread } = BUDGETS[jobType];
  const roll = random.next();
  if (roll < 0.12) return [null, null];
  const low = Math.round((min + random.next() * (max - min)) / step) * step;
  if (roll < 0.24) return [low, null];
  const high = Math.round((low * (spread[0] + random.next() * (spread[1] - spread[0]))) / step) * step;
  return [low, Math.max(high, low + step)];
}

/** Freelance missions and service contracts are done by independents; the others are jobs. */
const isIndependentWork = (jobType: JobType) => jobType === 'freelance' || jobType === 'contract';

function compose(random: Random, index: number, plan: MissionPlan): Mission {
  const { client, theme: t, jobType } = plan;
  const subject = client.company?.business ?? client.project ?? 'mon projet';
  const title = fill(plan.typicalTitle ? t.titles[0]! : random.pick(t.titles), { client: subject });
  const isRemote = random.chance(jobType === 'full_time' ? 0.15 : 0.4);
  const city = isRemote && random.chance(0.15) ? null : random.chance(0.9) ? client.city : random.weighted(CITIES, (c) => c.weight);
  const where = (city ?? client.city).name;
  const intro = client.company
    ? fill(random.pick(COMPANY_MISSION_INTROS), {
        company: client.company.companyName,
        business: client.company.business,
        installée: client.company.business.startsWith('une ') ? 'installée' : 'installé',
        city: client.city.name,
      })
    : fill(random.pick(INDIVIDUAL_MISSION_INTROS), { client: subject, city: client.city.name });
  const tasks = random.sample(t.tasks, random.int(3, 5)).map((task) => `- ${task}`);
  const suffix = REMOTE_SUFFIX[isIndependentWork(jobType) ? 'mission' : 'job'];
  const description = [
    `${intro} Objectif : ${random.pick(t.objectives)}.`,
    '',
    'Vos missions :',
    ...tasks,
    '',
    fill(JOB_TYPE_LINES[jobType], { remote: suffix[isRemote ? 'remote' : 'onSite'], city: where }),
  ].join('\n');
  const requirements = [
    ...random.sample(t.requirements, random.int(1, 2)),
    ...random.sample(COMMON_REQUIREMENTS, random.int(1, 3)).map((r) => fill(r, { sector: sectorShort(client.sector) })),
    ...(isIndependentWork(jobType) && random.chance(0.25) ? [INDEPENDENT_REQUIREMENT] : []),
  ];
  const [budgetMin, budgetMax] = budgetFor(random, jobType);
  return {
    id: demoId('job', index),
    client,
    theme: t.key,
    title,
    description,
    status: plan.status,
    jobType,
    city,
    isRemote,
    duration: random.oneOf<string | null>(DURATIONS[jobType]),
    budgetMin,
    budgetMax,
    requirements,
    skills: [t.skills[0]!, ...random.sample(t.skills.slice(1), random.int(0, 3))],
    createdAt: plan.createdAt,
  };
}

export function buildMissions(members: Member[]): Mission[] {
  const random = Random.for('missions');
  const clients = members.filter(isClient);
  const plans = pinnedPlans(random, members);
  while (plans.length < MISSION_COUNT) plans.push(randomPlan(random, clients));
  return plans.map((plan, index) => compose(random, index, plan));
}

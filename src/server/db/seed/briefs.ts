/**
 * The demo missions' briefs and the demo applications' bids (issue 23, ADR 0055). Each is drawn
 * from its own stream (the mission's or the application's id), so the rest of the demo data
 * does not shift.
 */
import type { TSocialNetwork, TBidBasis } from '#contracts/briefs-terms';
import type { TVolumes } from '#contracts/briefs';
import type { Application, Mission } from './model.ts';
import { Random } from './random.ts';
import { duration, later, latest, REFERENCE_DATE } from './time.ts';

export type Brief = {
  networks: TSocialNetwork[];
  volumes: TVolumes;
  adsManaged: boolean | null;
  adsBudget: number | null;
  startDate: string | null;
};
/** A total says the months it covers (as the form asks), a monthly price none. */
export type Bid = { amount: number; basis: TBidBasis; months: number | null; earliestStart: string; volumes: TVolumes };

/** The networks a theme's missions name (one set drawn per mission). */
const THEME_NETWORKS: Record<string, readonly TSocialNetwork[][]> = {
  instagram: [['instagram'], ['instagram', 'facebook']],
  'multi-network': [
    ['instagram', 'facebook', 'linkedin'],
    ['instagram', 'tiktok', 'facebook'],
  ],
  tiktok: [['tiktok'], ['tiktok', 'instagram']],
  ads: [
    ['facebook', 'instagram'],
    ['facebook', 'instagram', 'linkedin'],
  ],
  linkedin: [['linkedin']],
  strategy: [['instagram', 'linkedin', 'facebook']],
  moderation: [
    ['facebook', 'instagram'],
    ['facebook', 'instagram', 'x'],
  ],
  influence: [
    ['instagram', 'tiktok'],
    ['instagram', 'youtube'],
  ],
  newsletter: [['linkedin'], []],
  youtube: [['youtube'], ['youtube', 'instagram']],
  visuals: [['pinterest', 'instagram'], ['instagram']],
  events: [
    ['instagram', 'x'],
    ['instagram', 'linkedin'],
  ],
  community: [['facebook'], ['facebook', 'instagram']],
  reporting: [['instagram', 'facebook', 'linkedin']],
  design: [
    ['instagram', 'pinterest'],
    ['instagram', 'linkedin'],
  ],
  crisis: [
    ['x', 'facebook'],
    ['facebook', 'instagram', 'x'],
  ],
};
const MODERATING_THEMES = new Set(['moderation', 'community', 'crisis']);
const VIDEO_THEMES = new Set(['tiktok', 'youtube']);

const day = (date: Date) => date.toISOString().slice(0, 10);
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export function briefFor(mission: Mission): Brief {
  const random = Random.for(`brief:${mission.id}`);
  const networks = random.pick(THEME_NETWORKS[mission.theme] ?? [[]]);
  const has = (...names: TSocialNetwork[]) => names.some((name) => networks.includes(name));
  // Some clients leave the volumes unsaid: the page then says 'Non précisé'.
  const saysVolumes = networks.length > 0 && random.chance(0.85);
  const volumes: TVolumes = {
    posts: saysVolumes ? random.pick([4, 8, 12, 12, 16, 20]) : null,
    stories: saysVolumes && has('instagram', 'facebook') && random.chance(0.7) ? random.pick([8, 12, 20, 30]) : null,
    short_videos:
      saysVolumes && (VIDEO_THEMES.has(mission.theme) || (has('tiktok', 'youtube', 'instagram') && random.chance(0.6)))
        ? random.pick([2, 4, 6, 8])
        : null,
    moderation_hours: saysVolumes && (MODERATING_THEMES.has(mission.theme) || random.chance(0.2)) ? random.pick([5, 10, 15, 20]) : null,
  };
  const adsManaged =
    mission.theme === 'ads'
      ? true
      : random.oneOf<boolean | null>([
          [false, 6],
          [true, 1],
          [null, 3],
        ]);
  const adsBudget = adsManaged && random.chance(0.7) ? roundTo(300 + random.next() * 2700, 100) : null;
  // A mission still open (or a draft) starts after the demo's reference date, never in its past.
  const from = mission.status === 'closed' ? mission.createdAt : latest(mission.createdAt, REFERENCE_DATE);
  const startDate = random.chance(0.85) ? day(later(from, random.int(7, 45) * duration.day)) : null;
  return { networks, volumes, adsManaged, adsBudget, startDate };
}

/**
 * A price near the mission's budget: a job's is a salary or a monthly pay (quoted per month), a
 * freelance mission's the whole envelope (quoted in total, or per month over its months). Without a
 * budget, the applicant's hourly rate times the hours of a month.
 */
function priceFor(random: Random, mission: Mission, application: Application): Pick<Bid, 'amount' | 'basis' | 'months'> {
  const months = Number(/(\d+) mois/.exec(mission.duration ?? '')?.[1] ?? 0);
  // A total covers the mission's months, or what the applicant reckons a one-off job takes.
  const total = (amount: number) => ({ amount, basis: 'total' as const, months: months || random.int(1, 3) });
  const monthly = (amount: number) => ({ amount, basis: 'monthly' as const, months: null });
  const budget = mission.budgetMax ?? mission.budgetMin;
  if (budget === null) {
    const perMonth = (application.applicant.cm!.hourlyRateMin + random.next() * 20) * random.int(15, 60);
    return months > 1 && random.chance(0.25) ? total(roundTo(perMonth * months, 50)) : monthly(roundTo(perMonth, 50));
  }
  const low = mission.budgetMin ?? budget * 0.8;
  const target = low + random.next() * (budget * 1.1 - low);
  if (mission.jobType === 'full_time') return monthly(roundTo(target / 12, 50));
  if (mission.jobType === 'part_time') return monthly(roundTo(target, 50));
  return months > 1 && random.chance(0.6) ? monthly(roundTo(target / months, 50)) : total(roundTo(target, 50));
}

export function bidFor(application: Application, brief: Brief): Bid {
  const random = Random.for(`bid:${application.id}`);
  const offered = (requested: number | null) => (requested === null ? null : Math.max(1, Math.round(requested * (0.75 + random.next() * 0.5))));
  const fromApplying = day(later(application.createdAt, random.int(3, 30) * duration.day));
  const earliestStart = brief.startDate && brief.startDate > fromApplying && random.chance(0.6) ? brief.startDate : fromApplying;
  return {
    ...priceFor(random, application.mission, application),
    earliestStart,
    volumes: {
      posts: offered(brief.volumes.posts),
      stories: offered(brief.volumes.stories),
      short_videos: offered(brief.volumes.short_videos),
      moderation_hours: offered(brief.volumes.moderation_hours),
    },
  };
}

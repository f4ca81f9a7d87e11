/** Reviews: clients rate the community managers they hired, sometimes the other way round. */
import { demoCmAccount, demoCompanyAccount, memberId } from './demo-members.ts';
import { CLIENT_REVIEW_COMMENTS, CM_REVIEW_COMMENTS } from './fixtures/activity-texts.ts';
import { demoId } from './ids.ts';
import { isClient, isCommunityManager, type Application, type Member, type Mission, type Review } from './model.ts';
import { Random } from './random.ts';
import { fill } from './text.ts';
import { between, duration, later, latest, REFERENCE_DATE } from './time.ts';

/** Reviews of earlier collaborations, not tied to a mission on the platform. */
export const EARLIER_COLLABORATION_REVIEWS = 180;

type Rating = 1 | 2 | 3 | 4 | 5;
const CM_RATINGS: readonly (readonly [Rating, number])[] = [
  [5, 50],
  [4, 33],
  [3, 10],
  [2, 4],
  [1, 3],
];
const SHOWCASE_RATINGS: readonly (readonly [Rating, number])[] = [
  [5, 70],
  [4, 30],
];
const CLIENT_RATINGS: readonly (readonly [Rating, number])[] = [
  [5, 60],
  [4, 30],
  [3, 10],
];

function review(random: Random, reviewer: Member, reviewed: Member, mission: Mission | null, createdAt: Date): Review {
  const aboutCm = isCommunityManager(reviewed);
  const showcase = reviewed.id === memberId(demoCmAccount.email);
  const rating = random.oneOf(aboutCm ? (showcase ? SHOWCASE_RATINGS : CM_RATINGS) : CLIENT_RATINGS);
  const comment = aboutCm
    ? fill(random.pick(CM_REVIEW_COMMENTS[rating]), { cmFirst: reviewed.firstName }, reviewed.gender)
    : random.pick(CLIENT_REVIEW_COMMENTS);
  return {
    id: demoId('review', reviewer.id, reviewed.id, mission?.id ?? 'earlier'),
    reviewer,
    reviewed,
    mission,
    rating,
    comment: random.chance(0.06) ? null : comment,
    reported: random.chance(rating <= 2 ? 0.35 : 0.01),
    createdAt,
  };
}

/** A few weeks after the hire, once the work is done. */
function afterTheWork(random: Random, hiredAt: Date): Date {
  const end = later(REFERENCE_DATE, -duration.hour);
  const from = later(hiredAt, 20 * duration.day);
  return between(random, from > end ? later(hiredAt, duration.hour) : from, end);
}

export function buildReviews(members: Member[], applications: Application[]): Review[] {
  const random = Random.for('reviews');
  const reviews: Review[] = [];
  const showcaseId = memberId(demoCmAccount.email);

  for (const application of applications) {
    if (application.status !== 'accepted' || application.mission.status !== 'closed') continue;
    const { mission, applicant } = application;
    // The demo company and the demo community manager have not reviewed each other yet (the reviews journey does).
    if (applicant.id === showcaseId && mission.client.id === memberId(demoCompanyAccount.email)) continue;
    const at = afterTheWork(random, application.decidedAt!);
    if (applicant.id === showcaseId || random.chance(0.9)) reviews.push(review(random, mission.client, applicant, mission, at));
    if (random.chance(0.35)) reviews.push(review(random, applicant, mission.client, mission, later(at, random.int(1, 72) * duration.hour)));
  }

  const cms = members.filter(isCommunityManager);
  const clients = members.filter(isClient);
  const pairs = new Set(reviews.map((r) => `${r.reviewer.id}>${r.reviewed.id}`));
  for (let i = 0; i < EARLIER_COLLABORATION_REVIEWS; i += 1) {
    const cm = random.weighted(cms, (c) => c.activity);
    const client = random.weighted(clients, (c) => c.activity);
    const pair = `${client.id}>${cm.id}`;
    const from = later(latest(cm.createdAt, client.createdAt), duration.day);
    const to = later(REFERENCE_DATE, -duration.hour);
    if (pairs.has(pair) || from > to) continue;
    pairs.add(pair);
    reviews.push(review(random, client, cm, null, between(random, from, to)));
  }
  return reviews;
}

export type RatingSummary = { averageRating: number | null; totalReviews: number };

/** What a community manager's profile shows: the mean of the reviews about them. */
export function summariseRatings(reviews: Review[]): Map<string, RatingSummary> {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const { reviewed, rating } of reviews) {
    const total = totals.get(reviewed.id) ?? { sum: 0, count: 0 };
    totals.set(reviewed.id, { sum: total.sum + rating, count: total.count + 1 });
  }
  return new Map([...totals].map(([id, { sum, count }]) => [id, { averageRating: sum / count, totalReviews: count }]));
}

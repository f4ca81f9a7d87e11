/** Turns the demo world into table rows: the one place that knows the columns. */
import { APPLICATION_OPEN_DAYS } from '#contracts/credits-terms';
import { CONTACT_PRODUCT } from '#contracts/payments-terms';
import type {
  account,
  applications,
  backgroundJobs,
  blogPosts,
  communityManagers,
  companies,
  entitlements,
  missionSkills,
  missions,
  mailOutbox,
  messages,
  notices,
  notifications,
  orders,
  profiles,
  reviews,
  user,
  userSkills,
} from '#server/db/schema/index';
import { DEFAULT_MAX_ATTEMPTS } from '#server/queue/index';
import { blogPostRows } from './blog.ts';
import { bidFor, briefFor, type Bid, type Brief } from './briefs.ts';
import { failedMails } from './failed-mails.ts';
import { locationLabel } from './fixtures/places.ts';
import { demoId } from './ids.ts';
import type { DemoWorld, Member } from './model.ts';
import { duration, later } from './time.ts';
import type { Catalog } from './reference-data.ts';
import { noticeRows } from './notices.ts';
import { summariseRatings } from './reviews.ts';

export type DemoRows = {
  users: (typeof user.$inferInsert)[];
  accounts: (typeof account.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  communityManagers: (typeof communityManagers.$inferInsert)[];
  companies: (typeof companies.$inferInsert)[];
  userSkills: (typeof userSkills.$inferInsert)[];
  jobs: (typeof missions.$inferInsert)[];
  jobSkills: (typeof missionSkills.$inferInsert)[];
  orders: (typeof orders.$inferInsert)[];
  entitlements: (typeof entitlements.$inferInsert)[];
  applications: (typeof applications.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  /** The notices of the reported messages and reviews. */
  notices: (typeof notices.$inferInsert)[];
  notifications: (typeof notifications.$inferInsert)[];
  blogPosts: (typeof blogPosts.$inferInsert)[];
  /** Mails given up after every attempt, and their failed `mail.deliver` jobs. */
  failedMails: (typeof mailOutbox.$inferInsert)[];
  failedMailJobs: (typeof backgroundJobs.$inferInsert)[];
  /** The fee-back check of each application its client has not opened, due at its deadline (as applying enqueues it). */
  creditChecks: (typeof backgroundJobs.$inferInsert)[];
  /** Hires set once the applications exist (the mission row is written before them). */
  hires: { jobId: string; applicationId: string }[];
};

const stamp = (at: Date) => ({ createdAt: at, updatedAt: at });

/** Every demo application was made under the fee-back promise (ADR 0054): 7 days to be opened. */
const refundDeadline = (application: { createdAt: Date }) => later(application.createdAt, APPLICATION_OPEN_DAYS * duration.day);

const briefColumns = ({ networks, volumes, adsManaged, adsBudget, startDate }: Brief) => ({
  networks,
  monthlyPosts: volumes.posts,
  monthlyStories: volumes.stories,
  monthlyShortVideos: volumes.short_videos,
  monthlyModerationHours: volumes.moderation_hours,
  adsManaged,
  adsBudget,
  startDate,
});

const bidColumns = ({ amount, basis, months, earliestStart, volumes }: Bid) => ({
  bidAmount: amount,
  bidBasis: basis,
  bidMonths: months,
  bidStartDate: earliestStart,
  bidPosts: volumes.posts,
  bidStories: volumes.stories,
  bidShortVideos: volumes.short_videos,
  bidModerationHours: volumes.moderation_hours,
});

/** Applying costs the one-off fee: each application was paid (simulator) a few minutes before. */
function applicationPurchases(world: DemoWorld): Pick<DemoRows, 'orders' | 'entitlements'> {
  const purchases = world.applications.map((application) => {
    const orderId = demoId('order', application.id);
    const paidAt = new Date(application.createdAt.getTime() - 5 * 60_000);
    const common = { userId: application.applicant.id, purpose: 'application' as const, targetId: application.mission.id };
    return {
      order: {
        id: orderId,
        ...common,
        priceId: CONTACT_PRODUCT.priceId,
        amountCents: CONTACT_PRODUCT.amountCents,
        currency: CONTACT_PRODUCT.currency,
        provider: 'simulator' as const,
        checkoutSessionId: `sim_${orderId.replace(/-/g, '')}`,
        orderStatus: 'completed' as const,
        paymentStatus: 'paid' as const,
        ...stamp(paidAt),
      },
      entitlement: { id: demoId('entitlement', application.id), ...common, orderId, ...stamp(paidAt) },
    };
  });
  return { orders: purchases.map((p) => p.order), entitlements: purchases.map((p) => p.entitlement) };
}

/** `passwordHash` is one hash of the demo password, shared by every demo account. */
export function toRows(world: DemoWorld, catalog: Catalog, passwordHash: string): DemoRows {
  const { members, missions } = world;
  const ratings = summariseRatings(world.reviews);
  const cms = members.filter((m): m is Member & { cm: NonNullable<Member['cm']> } => m.cm !== undefined);
  const companyMembers = members.filter((m): m is Member & { company: NonNullable<Member['company']> } => m.company !== undefined);
  const admin = members.find((m) => m.role === 'admin');
  if (!admin) throw new Error('demo data: no admin member');
  const closures = new Map(world.closures.map((closure) => [closure.mission.id, closure]));
  const briefs = new Map(missions.map((mission) => [mission.id, briefFor(mission)]));
  const refused = failedMails(world.notifications);

  return {
    users: members.map((m) => ({
      id: m.id,
      name: m.fullName,
      email: m.email,
      emailVerified: true,
      role: m.role,
      ...stamp(m.createdAt),
    })),
    accounts: members.map((m) => ({
      id: demoId('account', m.email),
      accountId: m.id,
      providerId: 'credential',
      userId: m.id,
      password: passwordHash,
      ...stamp(m.createdAt),
    })),
    profiles: members.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      email: m.email,
      phone: m.phone,
      bio: m.bio,
      location: locationLabel(m.city),
      latitude: m.city.latitude,
      longitude: m.city.longitude,
      searchRadiusKm: m.searchRadiusKm,
      avatarUrl: null,
      userType: m.userType,
      industrySectorId: catalog.sectorId(m.sector),
      ...stamp(m.createdAt),
    })),
    communityManagers: cms.map(({ id, cm, createdAt }) => ({
      id,
      headline: cm.headline,
      averageRating: ratings.get(id)?.averageRating ?? null,
      totalReviews: ratings.get(id)?.totalReviews ?? 0,
      hourlyRateMin: cm.entered.rate ? cm.hourlyRateMin : null,
      hourlyRateMax: cm.entered.rate ? cm.hourlyRateMax : null,
      experienceYears: cm.entered.experience ? cm.experienceYears : null,
      availability: cm.entered.availability ? cm.availability : null,
      remoteOk: cm.remoteOk,
      languages: cm.languages,
      socialLinks: cm.socialLinks,
      ...stamp(createdAt),
    })),
    companies: companyMembers.map(({ id, company, createdAt }) => ({
      id,
      companyName: company.companyName,
      companySize: company.companySize,
      website: company.website,
      description: company.description,
      ...stamp(createdAt),
    })),
    userSkills: cms.flatMap(({ id, cm, createdAt }) =>
      cm.skills.map((skill) => ({
        userId: id,
        skillId: catalog.skillId(skill.name),
        proficiencyLevel: skill.level,
        ...stamp(createdAt),
      })),
    ),
    jobs: missions.map((mission) => ({
      ...briefColumns(briefs.get(mission.id)!),
      id: mission.id,
      title: mission.title,
      description: mission.description,
      status: mission.status,
      clientId: mission.client.id,
      location: mission.city ? locationLabel(mission.city) : null,
      latitude: mission.city?.latitude ?? null,
      longitude: mission.city?.longitude ?? null,
      isRemote: mission.isRemote,
      jobType: mission.jobType,
      duration: mission.duration,
      budgetMin: mission.budgetMin,
      budgetMax: mission.budgetMax,
      requirements: mission.requirements,
      closedAt: closures.get(mission.id)?.closedAt ?? null,
      closeOutcome: closures.get(mission.id)?.outcome ?? null,
      ...stamp(mission.createdAt),
    })),
    jobSkills: missions.flatMap((mission) => mission.skills.map((name) => ({ jobId: mission.id, skillId: catalog.skillId(name) }))),
    ...applicationPurchases(world),
    applications: world.applications.map((a) => ({
      id: a.id,
      jobId: a.mission.id,
      applicantId: a.applicant.id,
      status: a.status,
      coverLetter: a.coverLetter,
      ...bidColumns(bidFor(a, briefs.get(a.mission.id)!)),
      createdAt: a.createdAt,
      updatedAt: a.decidedAt ?? a.createdAt,
      // Opened with its letter, the client also saw it in their list; the unopened ones are still new to them.
      ownerSeenAt: a.openedAt,
      openedAt: a.openedAt,
      refundDeadlineAt: refundDeadline(a),
    })),
    messages: world.messages.map((m) => ({
      id: m.id,
      senderId: m.sender.id,
      receiverId: m.receiver.id,
      content: m.content,
      read: m.read,
      reported: m.reported,
      // Screened at start-up by the scam detector, like the messages sent before it existed (ADR 0057).
      warnings: null,
      ...stamp(m.createdAt),
    })),
    reviews: world.reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      reported: r.reported,
      reviewerId: r.reviewer.id,
      reviewedId: r.reviewed.id,
      jobId: r.mission?.id ?? null,
      // Demo reviews are past the double-blind window: all public.
      publishedAt: r.createdAt,
      ...stamp(r.createdAt),
    })),
    notifications: world.notifications.map((n) => ({
      id: n.id,
      userId: n.member.id,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      read: n.read,
      ...stamp(n.createdAt),
    })),
    notices: noticeRows(world),
    blogPosts: blogPostRows(admin.id),
    failedMails: refused.mails,
    failedMailJobs: refused.jobs,
    creditChecks: world.applications
      .filter((a) => a.openedAt === null)
      .map((a) => ({
        id: demoId('background-job', 'application-credit', a.id),
        kind: 'application-credit.check',
        payload: { applicationId: a.id },
        maxAttempts: DEFAULT_MAX_ATTEMPTS,
        runAt: refundDeadline(a),
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      })),
    hires: world.closures.flatMap((c) => (c.hired ? [{ jobId: c.mission.id, applicationId: c.hired.id }] : [])),
  };
}

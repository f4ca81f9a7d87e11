/** Community managers applying to missions, and the clients' decisions. */
import { APPLICATION_OPEN_MS } from '#contracts/credits-terms';
import { demoCmAccount, demoCompanyAccount, memberId } from './demo-members.ts';
import { COVER_LETTER } from './fixtures/activity-texts.ts';
import { demoId } from './ids.ts';
import { isCommunityManager, type Application, type ApplicationStatus, type Member, type Mission } from './model.ts';
import { Random } from './random.ts';
import { fill, frenchList, yearsLabel } from './text.ts';
import { between, duration, earliest, later, latest, REFERENCE_DATE } from './time.ts';

type Candidacy = { applicant: Member; status?: ApplicationStatus };

const overlap = (cm: Member, mission: Mission) => cm.cm!.skills.filter((skill) => mission.skills.includes(skill.name)).length;

/** How many applications a mission received. */
function applicantCount(random: Random, mission: Mission): number {
  if (mission.status === 'draft') return 0;
  if (mission.status === 'closed') return random.int(1, 8);
  return random.oneOf([
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 4],
    [5, 4],
    [6, 3],
    [8, 2],
    [10, 1],
    [12, 1],
  ]);
}

/**
 * The demo community manager applies in every status (accepted on closed
 * missions so she has reviews), and the demo company's first open mission
 * has applications in every status, one of them accepted from her.
 */
function pinnedCandidacies(random: Random, members: Member[], missions: Mission[]): Map<string, Candidacy[]> {
  const cms = members.filter(isCommunityManager);
  const demoCm = cms.find((m) => m.id === memberId(demoCmAccount.email))!;
  const demoCompanyId = memberId(demoCompanyAccount.email);
  const pinned = new Map<string, Candidacy[]>();
  const add = (mission: Mission, applicant: Member, status: ApplicationStatus) =>
    pinned.set(mission.id, [...(pinned.get(mission.id) ?? []), { applicant, status }]);

  const showcase = missions.find((m) => m.client.id === demoCompanyId && m.status === 'open')!;
  add(showcase, demoCm, 'accepted');
  const others = random.sample(cms, 4, (cm) => (cm === demoCm || cm.createdAt >= showcase.createdAt ? 0 : 1 + overlap(cm, showcase)));
  (['pending', 'pending', 'rejected', 'rejected'] as const).forEach((status, i) => add(showcase, others[i]!, status));

  const fitsDemoCm = (m: Mission) => (m.client.id !== demoCompanyId && m.createdAt > demoCm.createdAt ? 1 + 3 * overlap(demoCm, m) : 0);
  const open = random.sample(
    missions.filter((m) => m.status === 'open'),
    4,
    fitsDemoCm,
  );
  (['pending', 'pending', 'pending', 'rejected'] as const).forEach((status, i) => add(open[i]!, demoCm, status));
  const closed = random.sample(
    missions.filter((m) => m.status === 'closed'),
    5,
    fitsDemoCm,
  );
  (['accepted', 'accepted', 'accepted', 'accepted', 'rejected'] as const).forEach((status, i) => add(closed[i]!, demoCm, status));
  // The demo company's closed mission hired her too: the two demo accounts have reviews to write.
  add(
    missions.find((m) => m.client.id === demoCompanyId && m.status === 'closed')!,
    demoCm,
    'accepted',
  );
  return pinned;
}

function coverLetter(random: Random, mission: Mission, cm: Member): string {
  const details = cm.cm!;
  const matching = details.skills.filter((s) => mission.skills.includes(s.name));
  const values = {
    job: mission.title,
    clientFirst: mission.client.firstName,
    years: yearsLabel(details.experienceYears),
    skills: frenchList((matching.length > 0 ? matching : details.skills).slice(0, 3).map((s) => s.name)),
    growth: random.int(20, 90),
    cmName: cm.fullName,
    cmFirst: cm.firstName,
  };
  const greetings = COVER_LETTER.greetings.filter((g) => mission.client.userType === 'company' || !g.includes('équipe'));
  const part = (options: readonly string[]) => fill(random.pick(options), values, cm.gender);
  return [
    part(greetings),
    `${part(COVER_LETTER.intros)} ${part(COVER_LETTER.experience)}`,
    `${part(COVER_LETTER.skills)} ${part(COVER_LETTER.proposals)}`,
    part(COVER_LETTER.closings),
    part(COVER_LETTER.signatures),
  ].join('\n\n');
}

/** How a client opens applications: within hours or days, and how often a recent one is opened already. */
function openingHabit(client: Member) {
  const random = Random.for(`opening-habit:${client.id}`);
  return { typicalHours: random.pick([1, 3, 8, 20, 40, 70]), opensSoon: 0.35 + random.next() * 0.6 };
}

/**
 * When the client opened an application (ADR 0054), from their habit and the application's own
 * stream (the other streams do not shift): always before answering it, and within the 7 days of the
 * fee-back promise. A pending one of the last 7 days may be unopened yet (its credit check is due at
 * its deadline); the demo community manager's are all opened, so her payments stay by card.
 */
function openedAt(application: Omit<Application, 'openedAt'>): Date | null {
  const habit = openingHabit(application.mission.client);
  const random = Random.for(`opened:${application.id}`);
  const delay = Math.round(habit.typicalHours * (0.25 + random.next() * 1.5) * 60) * duration.minute;
  const opened = later(application.createdAt, Math.max(10 * duration.minute, delay));
  if (application.decidedAt) return earliest(opened, application.decidedAt);
  if (application.applicant.id === memberId(demoCmAccount.email)) return earliest(opened, later(REFERENCE_DATE, -duration.minute));
  const recent = REFERENCE_DATE.getTime() - application.createdAt.getTime() < APPLICATION_OPEN_MS;
  return opened > REFERENCE_DATE || (recent && !random.chance(habit.opensSoon)) ? null : opened;
}

/** Closed missions hired one applicant; open ones are still sorting theirs out. */
function decide(random: Random, mission: Mission, alreadyAccepted: boolean): ApplicationStatus {
  if (mission.status === 'closed') return alreadyAccepted ? 'rejected' : 'accepted';
  const status = random.oneOf<ApplicationStatus>([
    ['pending', 70],
    ['rejected', 22],
    ['accepted', 8],
  ]);
  return status === 'accepted' && alreadyAccepted ? 'pending' : status;
}

export function buildApplications(members: Member[], missions: Mission[]): Application[] {
  const random = Random.for('applications');
  const cms = members.filter(isCommunityManager);
  const pinned = pinnedCandidacies(random, members, missions);
  const applications: Application[] = [];

  for (const mission of missions) {
    if (mission.status === 'draft') continue;
    const candidacies = [...(pinned.get(mission.id) ?? [])];
    const taken = new Set(candidacies.map((c) => c.applicant.id));
    const joinedInTime = (cm: Member) => cm.createdAt.getTime() < mission.createdAt.getTime() + 14 * duration.day;
    const mustHire = mission.status === 'closed' && !candidacies.some((c) => c.status === 'accepted');
    const wanted = Math.max(mustHire ? 1 : 0, applicantCount(random, mission) - candidacies.length);
    const extra = random.sample(cms, wanted, (cm) =>
      taken.has(cm.id) || !joinedInTime(cm) ? 0 : (1 + 3 * overlap(cm, mission)) * (cm.cm!.availability ? 1 : 0.3),
    );
    candidacies.push(...extra.map((applicant) => ({ applicant })));

    let accepted = candidacies.some((c) => c.status === 'accepted');
    for (const { applicant, status: pinnedStatus } of candidacies) {
      const from = latest(later(mission.createdAt, duration.hour), later(applicant.createdAt, duration.hour));
      const to = earliest(later(mission.createdAt, 21 * duration.day), later(REFERENCE_DATE, -duration.hour));
      if (from > to) continue;
      const status = pinnedStatus ?? decide(random, mission, accepted);
      accepted ||= status === 'accepted';
      const createdAt = between(random, from, to);
      const decidedAt =
        status === 'pending'
          ? null
          : between(random, later(createdAt, 2 * duration.hour), earliest(later(createdAt, 10 * duration.day), REFERENCE_DATE));
      const application = {
        id: demoId('application', mission.id, applicant.id),
        mission,
        applicant,
        status,
        coverLetter: coverLetter(random, mission, applicant),
        createdAt,
        decidedAt,
      };
      applications.push({ ...application, openedAt: openedAt(application) });
    }
  }
  return applications;
}

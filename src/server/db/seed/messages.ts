/** Conversations between community managers and their clients (and between peers). */
import {
  KICKOFF_SCRIPTS,
  PEER_SCRIPTS,
  PENDING_SCRIPTS,
  REPORTED_MESSAGES,
  WEEKDAYS,
  WRAP_UP_SCRIPTS,
  type Line,
} from './fixtures/activity-texts.ts';
import { demoId } from './ids.ts';
import { isCommunityManager, type Application, type Member, type Message } from './model.ts';
import { Random } from './random.ts';
import { fill } from './text.ts';
import { between, duration, later, nextDaytime, REFERENCE_DATE } from './time.ts';

export const PEER_CONVERSATIONS = 25;

type Conversation = {
  key: string;
  /** The community manager, who speaks the script's 'cm' lines. */
  cm: Member;
  /** The other party ('client' lines): a client, or another community manager. */
  other: Member;
  script: readonly Line[];
  startsAt: Date;
  job: string;
};

function gap(random: Random): number {
  const kind = random.oneOf([
    ['minutes', 60],
    ['hours', 25],
    ['days', 15],
  ] as const);
  if (kind === 'minutes') return random.int(3, 90) * duration.minute;
  if (kind === 'hours') return random.int(2, 12) * duration.hour;
  return random.int(24, 72) * duration.hour;
}

/** Plays a script from its start: times, an occasional reported message, read flags. */
function play(random: Random, conversation: Conversation): Message[] {
  const { cm, other } = conversation;
  const values = {
    cmFirst: cm.firstName,
    clientFirst: other.firstName,
    job: conversation.job,
    day: random.pick(WEEKDAYS),
    growth: random.int(15, 60),
  };
  const lines = conversation.script.map((line) => ({ ...line, text: fill(line.text, values, cm.gender), reported: false }));
  if (random.chance(0.03)) {
    const position = random.int(1, lines.length);
    lines.splice(position, 0, { from: random.pick(['cm', 'client'] as const), text: random.pick(REPORTED_MESSAGES), reported: true });
  }

  const messages: Message[] = [];
  let at = conversation.startsAt;
  for (const [index, line] of lines.entries()) {
    if (at > REFERENCE_DATE) break;
    const [sender, receiver] = line.from === 'cm' ? [cm, other] : [other, cm];
    messages.push({
      id: demoId('message', conversation.key, index),
      sender,
      receiver,
      content: line.text,
      read: false,
      reported: line.reported,
      createdAt: at,
    });
    at = nextDaytime(random, later(at, gap(random)));
  }
  return messages.map((message, index) => {
    const answered = messages.slice(index + 1).some((m) => m.sender === message.receiver);
    const old = REFERENCE_DATE.getTime() - message.createdAt.getTime() > 7 * duration.day;
    return { ...message, read: answered || random.chance(old ? 0.95 : 0.3) };
  });
}

function applicationConversations(random: Random, applications: Application[]): Conversation[] {
  const conversations: Conversation[] = [];
  for (const application of applications) {
    const { mission, applicant: cm } = application;
    const base = { cm, other: mission.client, job: mission.title };
    if (application.status === 'accepted') {
      const startsAt = between(random, later(application.decidedAt!, duration.hour), later(application.decidedAt!, 2 * duration.day));
      conversations.push({ ...base, key: `${application.id}:kickoff`, script: random.pick(KICKOFF_SCRIPTS), startsAt });
      if (mission.status === 'closed') {
        const wrapUp = later(startsAt, random.int(25, 60) * duration.day);
        conversations.push({ ...base, key: `${application.id}:wrap-up`, script: random.pick(WRAP_UP_SCRIPTS), startsAt: wrapUp });
      }
    } else if (application.status === 'pending' && random.chance(0.25)) {
      const startsAt = between(random, later(application.createdAt, 2 * duration.hour), later(application.createdAt, 3 * duration.day));
      conversations.push({ ...base, key: `${application.id}:question`, script: random.pick(PENDING_SCRIPTS), startsAt });
    }
  }
  return conversations;
}

function peerConversations(random: Random, members: Member[]): Conversation[] {
  const cms = members.filter(isCommunityManager);
  const conversations: Conversation[] = [];
  for (let i = 0; i < PEER_CONVERSATIONS; i += 1) {
    const [cm, other] = random.sample(cms, 2);
    const joined = new Date(Math.max(cm!.createdAt.getTime(), other!.createdAt.getTime()));
    const startsAt = between(random, later(joined, duration.day), later(REFERENCE_DATE, -duration.day));
    conversations.push({ key: `peer:${i}`, cm: cm!, other: other!, script: random.pick(PEER_SCRIPTS), startsAt, job: '' });
  }
  return conversations;
}

export function buildMessages(members: Member[], applications: Application[]): Message[] {
  const random = Random.for('messages');
  const conversations = [...applicationConversations(random, applications), ...peerConversations(random, members)];
  return conversations.flatMap((conversation) => play(random, conversation));
}

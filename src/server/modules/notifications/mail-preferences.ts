import { eq } from 'drizzle-orm';
import type { TMailPreferences, TUnsubscribeResponse } from '#contracts/notifications';
import { MAIL_TOPICS, mailPreferenceMessages, mailTopicLabels } from '#contracts/notifications-terms';
import type { Db } from '#server/db/index';
import { addMailOptOut, setMailOptOuts } from '#server/modules/profiles/index';
import { profiles } from '#server/modules/profiles/read-model';
import { AppError } from '#server/http/errors';
import { readUnsubscribeToken } from './mails.ts';

/** The topics the member turned off, in the contract's order (unknown stored keys are ignored). */
export async function getMailPreferences(db: Db, userId: string): Promise<TMailPreferences> {
  const [row] = await db.select({ optOuts: profiles.mailOptOuts }).from(profiles).where(eq(profiles.id, userId));
  const stored = new Set(row?.optOuts ?? []);
  return { optOuts: MAIL_TOPICS.filter((topic) => stored.has(topic)) };
}

export async function setMailPreferences(db: Db, userId: string, { optOuts }: TMailPreferences): Promise<TMailPreferences> {
  const topics = MAIL_TOPICS.filter((topic) => optOuts.includes(topic));
  await setMailOptOuts(db, userId, topics);
  return { optOuts: topics };
}

function checkToken(secret: string, token: string) {
  const read = readUnsubscribeToken(secret, token);
  if (!read)
    throw new AppError(400, 'VALIDATION_ERROR', mailPreferenceMessages.invalidToken, {
      token: mailPreferenceMessages.invalidToken,
    });
  return read;
}

/** What an unsubscribe link is about (the public page shows it before the member confirms); changes nothing. */
export function describeUnsubscribe(secret: string, token: string): TUnsubscribeResponse {
  const { topic } = checkToken(secret, token);
  return { topic, label: mailTopicLabels[topic] };
}

/** Turns the token's topic off for its member, without a session; idempotent. */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<TUnsubscribeResponse> {
  const { userId, topic } = checkToken(secret, token);
  await addMailOptOut(db, userId, topic);
  return { topic, label: mailTopicLabels[topic] };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { savedSearchMessages } from '#contracts/saved-searches-terms';
import type { TSearchAlertUnsubscribeResponse } from '#contracts/saved-searches';
import { savedSearches, type Db } from '#server/db/index';
import { AppError } from '#server/http/errors';

const signature = (secret: string, savedSearchId: string) =>
  createHmac('sha256', secret).update(`search-alert-unsubscribe:${savedSearchId}`).digest('base64url');

/** The token of an alert mail's unsubscribe link: the saved search, signed with the auth secret. It can only stop that one alert. */
export function alertUnsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${signature(secret, savedSearchId)}`;
}

function savedSearchOf(secret: string, token: string): string {
  const [savedSearchId, given, ...rest] = token.split('.');
  const expected = savedSearchId ? Buffer.from(signature(secret, savedSearchId)) : null;
  const actual = Buffer.from(given ?? '');
  if (!expected || rest.length > 0 || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new AppError(400, 'VALIDATION_ERROR', savedSearchMessages.invalidToken, { token: savedSearchMessages.invalidToken });
  }
  return savedSearchId!;
}

async function nameOf(db: Db, savedSearchId: string): Promise<TSearchAlertUnsubscribeResponse> {
  const [row] = await db.select({ name: savedSearches.name }).from(savedSearches).where(eq(savedSearches.id, savedSearchId));
  // A saved search deleted since: its alert is stopped already, the link says so as for a valid one.
  if (!row) throw new AppError(404, 'NOT_FOUND', savedSearchMessages.notFound);
  return row;
}

/** Which alert the link stops (the public page asks before it does); changes nothing. */
export function describeAlertUnsubscribe(db: Db, secret: string, token: string): Promise<TSearchAlertUnsubscribeResponse> {
  return nameOf(db, savedSearchOf(secret, token));
}

/** Stops the token's alert, without a session; idempotent. */
export async function unsubscribeAlert(db: Db, secret: string, token: string): Promise<TSearchAlertUnsubscribeResponse> {
  const savedSearchId = savedSearchOf(secret, token);
  await db
    .update(savedSearches)
    .set({ alert: 'none', lastAlertAt: null, nextAlertAt: null })
    .where(and(eq(savedSearches.id, savedSearchId), ne(savedSearches.alert, 'none')));
  return nameOf(db, savedSearchId);
}

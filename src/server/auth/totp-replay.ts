import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client';
import { verification } from '#server/db/schema/index';
import { clearCount, countHit } from './counters.ts';
import type { Auth } from './auth.ts';
import { sessionFromCookie } from './cookie-session.ts';

/**
 * How long an accepted code stays spent. Better Auth accepts a code one period (30 s) either side
 * of now, so a code is valid for at most 90 s; 2 minutes covers it with room for clock drift.
 */
const SPENT_FOR_MS = 120_000;

/** Better Auth's pending sign-in cookie: `<identifier>.<signature>`, the identifier naming a verification row. */
const TWO_FACTOR_COOKIE = /^(?:__Secure-)?better-auth\.two_factor$/;

const keyFor = (userId: string, code: string) => `totp-used:${userId}:${code}`;

function pendingIdentifier(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = pair.split('=');
    if (!TWO_FACTOR_COOKIE.test(name?.trim() ?? '')) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    return dot > 0 ? value.slice(0, dot) : null;
  }
  return null;
}

/**
 * The account a TOTP code is being checked for, as Better Auth will pick it: the session's user
 * (an enrolment's confirmation), else the pending sign-in's (its cookie names a verification
 * row whose value is the user id; Better Auth checks the cookie's signature itself).
 */
export async function totpAccount(auth: Auth, db: Db, request: FastifyRequest): Promise<string | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const session = await sessionFromCookie(auth, cookie);
  if (session) return session.user.id;
  const identifier = pendingIdentifier(cookie);
  if (!identifier) return null;
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`)));
  return row?.userId ?? null;
}

/**
 * Marks `code` spent for this account; false when it already was (a replay within its window).
 * One atomic upsert in the shared counters table (ADR 0016), so instances agree and two
 * concurrent uses of one code cannot both pass.
 */
export async function spendTotpCode(db: Db, userId: string, code: string): Promise<boolean> {
  return (await countHit(db, keyFor(userId, code), SPENT_FOR_MS)) === 1;
}

/** Gives a code back when Better Auth refused it (wrong, locked, expired sign-in): a failure spends nothing. */
export async function unspendTotpCode(db: Db, userId: string, code: string): Promise<void> {
  await clearCount(db, keyFor(userId, code));
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { paths } from '#contracts/paths';
import type { Db } from '#server/db/client';
import { knownDevices, user } from '#server/db/schema/index';
import { sendMail } from '#server/modules/mail/index';
import { describeUserAgent } from '#server/modules/accounts/user-agent';
import { newDeviceMail } from './mails.tsx';

/** The browser's device id (random, httpOnly), kept about a year (browsers cap cookies at 400 days). */
export const DEVICE_COOKIE = 'cmconnect_device';
const DEVICE_COOKIE_MAX_AGE = 60 * 60 * 24 * 400;
const DEVICE_ID = /^[A-Za-z0-9_-]{32,64}$/;

/** What a session creation tells us (Better Auth's session row and its endpoint context). */
type SignIn = { userId: string; userAgent?: string | null; ipAddress?: string | null };
type CookieContext = {
  path?: string;
  getCookie: (name: string) => string | null | undefined;
  setCookie: (name: string, value: string, options: Record<string, unknown>) => unknown;
};

/** The network an address belongs to, as shown and compared: IPv4 /24 ('203.0.113.x'), IPv6 /48. */
export function approximateNetwork(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '').match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `${groups.join(':')}::/48`;
  }
  return null;
}

/** The endpoints that sign in (a password change also creates a session: not a sign-in). */
const SIGN_IN_PATHS = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Records the device of a new session, and mails the member when the account has signed in
 * before but never from it. A device is known by its cookie, or by the same browser on the same
 * network (so a browser that refuses cookies is not a new device at each sign-in). The first
 * sign-in of an account (after registration) only records.
 */
export async function noteSignInDevice(db: Db, signIn: SignIn, context: CookieContext | null, options: { publicUrl: string; secure: boolean }) {
  if (!context?.path || !SIGN_IN_PATHS.has(context.path)) return;
  const cookieId = context.getCookie(DEVICE_COOKIE) ?? undefined;
  const deviceId = cookieId && DEVICE_ID.test(cookieId) ? cookieId : randomBytes(32).toString('base64url');
  if (deviceId !== cookieId) {
    context.setCookie(DEVICE_COOKIE, deviceId, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/', maxAge: DEVICE_COOKIE_MAX_AGE });
  }
  const network = approximateNetwork(signIn.ipAddress);
  const keys = [digest(`cookie:${deviceId}`), digest(`browser:${signIn.userAgent ?? ''}|${network ?? ''}`)];

  const seen = await db.select({ key: knownDevices.key }).from(knownDevices).where(eq(knownDevices.userId, signIn.userId)).limit(1);
  const known = await db
    .select({ key: knownDevices.key })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, signIn.userId), inArray(knownDevices.key, keys)));
  await db
    .insert(knownDevices)
    .values(keys.map((key) => ({ userId: signIn.userId, key })))
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.key], set: { lastSeenAt: sql`now()` } });
  if (seen.length === 0 || known.length > 0) return;

  const [member] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, signIn.userId));
  if (!member) return;
  const sighting = { at: new Date(), browser: describeUserAgent(signIn.userAgent).browser, network };
  await sendMail(db, newDeviceMail(member.email, member.name, sighting, `${options.publicUrl}${paths.auth.forgotPassword}`));
}

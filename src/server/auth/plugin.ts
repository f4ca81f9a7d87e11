import { paths } from '#contracts/paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import {
  authErrorPage,
  forgotPasswordMessages,
  loginMessages,
  registrationMessages,
  resetPasswordMessages,
  twoFactorMessages,
} from '#contracts/auth-messages';
import type { TErrorCode } from '#contracts/errors';
import { errorMessages } from '#contracts/errors-terms';
import { changeEmailMessages, changePasswordMessages, sessionNotFreshMessage } from '#contracts/account-settings-terms';
import { containsNulByte } from '#contracts/text-terms';
import type { Database, Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';
import { refuseAddress } from '#server/http/canonical-path';
import { pathOf } from '#server/http/request-path';
import { errorBody } from '#server/http/errors';
import { isHealthPath } from '#server/http/health';
import { noticePage } from '#server/http/notice-page';
import { warnUntrustedOrigin } from '#server/http/origin-check';
import { requestOrigin, type OriginPolicy } from '#server/http/origins';
import type { SettingsStore } from '#server/modules/settings/index';
import { ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_BY_DECISION, AUTH_BASE_PATH, DISABLED_AUTH_PATHS, type Auth } from './auth.ts';
import type { Viewer } from './guards.ts';
import { accountProtectionTranslations } from './hooks.ts';
import { isDueForTouch, isIdle, keepSessionAlive, touchSession } from './idle-timeout.ts';
import { createSessionCache, sessionKey, type CachedSession, type SessionCache } from './session-cache.ts';
import { withoutTrustDevice, withoutTrustDeviceCookie } from './no-trusted-devices.ts';
import { spendTotpCode, totpAccount, unspendTotpCode } from './totp-replay.ts';

type Translation = { status: number; code: TErrorCode; message: string };

/** Better Auth's error codes, as our users read them. */
const byCode: Record<string, Translation> = {
  INVALID_EMAIL_OR_PASSWORD: { status: 401, code: 'INVALID_CREDENTIALS', message: loginMessages.invalidCredentials },
  // A malformed address (sign-in, reset request): the forms check it first, with the same words.
  INVALID_EMAIL: { status: 400, code: 'VALIDATION_ERROR', message: registrationMessages.email },
  EMAIL_NOT_VERIFIED: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: loginMessages.emailNotVerified },
  USER_NOT_FOUND: { status: 404, code: 'NOT_FOUND', message: loginMessages.noUser },
  INVALID_TOKEN: { status: 400, code: 'INVALID_TOKEN', message: loginMessages.invalidResetLink },
  PASSWORD_TOO_SHORT: { status: 400, code: 'VALIDATION_ERROR', message: registrationMessages.password },
  PASSWORD_TOO_LONG: { status: 400, code: 'VALIDATION_ERROR', message: resetPasswordMessages.other },
  // The current password given to /change-password is wrong.
  INVALID_PASSWORD: { status: 400, code: 'VALIDATION_ERROR', message: changePasswordMessages.currentWrong },
  SESSION_NOT_FRESH: { status: 403, code: 'FORBIDDEN', message: sessionNotFreshMessage },
  [ACCOUNT_SUSPENDED]: { status: 403, code: 'FORBIDDEN', message: loginMessages.accountSuspended },
  [ACCOUNT_SUSPENDED_BY_DECISION]: { status: 403, code: 'FORBIDDEN', message: loginMessages.accountSuspendedByDecision },
  // Two-factor authentication (the twoFactor plugin).
  INVALID_CODE: { status: 400, code: 'VALIDATION_ERROR', message: twoFactorMessages.invalidCode },
  INVALID_BACKUP_CODE: { status: 400, code: 'VALIDATION_ERROR', message: twoFactorMessages.invalidBackupCode },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 400, code: 'VALIDATION_ERROR', message: twoFactorMessages.tooManyAttempts },
  ACCOUNT_TEMPORARILY_LOCKED: { status: 429, code: 'RATE_LIMITED', message: twoFactorMessages.locked },
  INVALID_TWO_FACTOR_COOKIE: { status: 401, code: 'UNAUTHENTICATED', message: twoFactorMessages.expired },
  TOTP_ALREADY_ENABLED: { status: 409, code: 'CONFLICT', message: twoFactorMessages.alreadyEnabled },
  TOTP_NOT_ENABLED: { status: 400, code: 'VALIDATION_ERROR', message: twoFactorMessages.notEnabled },
  // The page was opened at an address the server does not trust (production: PUBLIC_URL, TRUSTED_ORIGINS).
  INVALID_ORIGIN: { status: 403, code: 'FORBIDDEN', message: errorMessages.untrustedOrigin },
  MISSING_OR_NULL_ORIGIN: { status: 403, code: 'FORBIDDEN', message: errorMessages.untrustedOrigin },
  // The password policy and the per-account sign-in lock (hooks.ts).
  ...accountProtectionTranslations,
};
const ORIGIN_CODES = new Set(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/** What to say for an untranslated failure, by endpoint. */
const fallbackByPath: Record<string, string> = {
  '/sign-in/email': loginMessages.other,
  '/request-password-reset': forgotPasswordMessages.other,
  '/reset-password': resetPasswordMessages.other,
  '/change-password': changePasswordMessages.other,
  '/change-email': changeEmailMessages.other,
  '/two-factor/verify-totp': twoFactorMessages.other,
  '/two-factor/verify-backup-code': twoFactorMessages.other,
  '/two-factor/enable': twoFactorMessages.other,
};

/**
 * What we add to a request's body before Better Auth reads it: a password change always signs
 * the account's other sessions out (someone who knew the old password may hold one).
 */
const forcedBody: Record<string, Record<string, unknown>> = {
  '/change-password': { revokeOtherSessions: true },
};
/** The endpoints a visitor can hammer; each is limited per IP. */
const VISITOR_POSTS = [
  '/sign-in/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  // The sign-in's second step (or an enrolment's confirmation): guessing codes.
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
];
/**
 * The endpoints that check or change a signed-in user's credentials (a stolen session guessing
 * the current password): signed in only, limited per IP too.
 */
const CREDENTIAL_POSTS = [
  '/change-password',
  '/change-email',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
];
/** Better Auth's other endpoints (sign-out, mailed links…) allow this many times the sign-in limit per IP. */
const OTHER_ENDPOINTS_LIMIT_FACTOR = 6;
const CREDENTIAL_URLS = new Set(CREDENTIAL_POSTS.map((path) => `${AUTH_BASE_PATH}${path}`));
/** Better Auth endpoints that read the session: resolved here first, so an idle one has ended. */
const VIEWER_AUTH_URLS = new Set([...CREDENTIAL_URLS, `${AUTH_BASE_PATH}/get-session`]);

/** `url`: the URL Better Auth sees the request on (the request's own origin outside production). */
function toWebRequest(request: FastifyRequest, url: URL, path: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(', ') : value;
    headers.set(key, key === 'cookie' ? withoutTrustDeviceCookie(joined) : joined);
  }
  // Better Auth reads the client's address (sessions list, new-device mail) from X-Forwarded-For:
  // the one Fastify resolved, trusting only the proxies TRUST_PROXY names, never the client's own.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const forced = forcedBody[path];
  const cleaned = withoutTrustDevice(request.body);
  const body = forced && typeof cleaned === 'object' && cleaned !== null ? { ...cleaned, ...forced } : cleaned;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
}

/**
 * A redirect onto Better Auth's own site (its base URL, the public URL: `http://localhost:PORT`
 * when none is set) made relative, so the browser stays on the address the member opened
 * (127.0.0.1, a LAN address): the mailed reset link lands on the same host (issue 22).
 */
function sameSiteLocation(location: string, publicUrl: string): string {
  if (!URL.canParse(location)) return location;
  const target = new URL(location);
  return target.origin === new URL(publicUrl).origin ? `${target.pathname}${target.search}${target.hash}` : location;
}

async function sendWebResponse(reply: FastifyReply, response: Response, path: string, publicUrl: string) {
  reply.status(response.status);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  response.headers.forEach((value, key) => {
    if (key === 'location') reply.header(key, sameSiteLocation(value, publicUrl));
    else if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const text = await response.text();
  if (response.status < 400) return reply.send(text || null);

  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  const translated = code ? byCode[code] : undefined;
  if (code && ORIGIN_CODES.has(code)) warnUntrustedOrigin(reply.request);
  if (translated) {
    return reply.status(translated.status).type('application/json').send(errorBody(translated.code, translated.message));
  }
  const status = response.status;
  if (status === 404) return reply.type('application/json').send(errorBody('NOT_FOUND', errorMessages.notFound));
  const errorCode: TErrorCode =
    status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
  return reply.type('application/json').send(errorBody(errorCode, fallbackByPath[path] ?? errorMessages.internal));
}

const TOTP_VERIFY_PATH = '/two-factor/verify-totp';

/** The account and code of a TOTP verification, when both are known. */
async function totpClaim(auth: Auth, db: Db, request: FastifyRequest) {
  const code = (request.body as { code?: unknown } | undefined)?.code;
  // Only what could be a valid code (6 digits) is worth remembering; Better Auth refuses the rest.
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return null;
  const userId = await totpAccount(auth, db, request);
  return userId ? { userId, code } : null;
}

/** Where Better Auth sends a browser after a failure it cannot answer in JSON. */
const AUTH_ERROR_PATH = '/error';

function sendAuthErrorPage(reply: FastifyReply) {
  const page = noticePage({ title: authErrorPage.title, message: authErrorPage.message, link: { href: paths.auth.login, text: authErrorPage.link } });
  return reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this instance resolved lately (session-cache.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Whether the viewer's session is due for Better Auth's refresh (`updateAge`): a session read now sends a new cookie. */
    sessionRefreshDue: boolean;
  }
}

/** Mounts Better Auth under /api/auth and resolves `request.viewer` for every request. */
async function mountAuth(
  app: FastifyInstance,
  options: {
    auth: Auth;
    db: Db;
    settings: SettingsStore;
    origins: OriginPolicy;
    publicUrl: string;
    rateLimitMax: number;
    /** Hears ended sessions and changed viewers (Database.listen); without it nothing is cached. */
    listen?: Database['listen'];
  },
) {
  const { auth, db, settings, origins, publicUrl } = options;
  const sessions = createSessionCache({ listen: options.listen, log: app.log.child({ module: 'sessions' }) });
  const { authCookies, sessionConfig } = await auth.$context;
  const sessionCookie = authCookies.sessionToken.name;
  const resolve = sessionResolver({ auth, db, settings, sessions, sessionConfig });
  app.decorate('sessionCache', sessions);
  app.addHook('onReady', () => sessions.start());
  app.addHook('onClose', () => sessions.stop());

  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionRefreshDue', false);
  app.addHook('onRequest', async (request) => {
    const signed = request.cookies[sessionCookie];
    if (!signed) return;
    // The health probes answer without the database's session rows.
    if (isHealthPath(pathOf(request.url))) return;
    if (request.url.startsWith(AUTH_BASE_PATH) && !VIEWER_AUTH_URLS.has(pathOf(request.url))) return;
    const resolved = await resolve(signed, request.headers.cookie ?? '');
    if (!resolved) return;
    request.viewer = resolved.viewer;
    request.sessionRefreshDue = resolved.refreshDue;
  });
  // A write may end or change the writer's own sessions (sign-out, a revoked session, a changed
  // password or two-factor, a deleted account): this instance reads them again before answering;
  // the other instances hear it by NOTIFY (session-cache.ts).
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const signed = request.cookies?.[sessionCookie]; // absent when a hook answered before @fastify/cookie parsed
    if (signed) sessions.forget(sessionKey(signed));
    if (request.viewer) sessions.forgetUser(request.viewer.id);
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Better Auth's endpoints have no contract of ours: refuse NUL bytes here, as the contracts do.
    if (containsNulByte(request.body) || containsNulByte(request.query)) {
      return reply.status(400).send(errorBody('VALIDATION_ERROR', errorMessages.forbiddenCharacter));
    }
    const rawPath = pathOf(request.url);
    const origin = origins.followRequest ? requestOrigin(request) : publicUrl;
    const url = new URL(request.url, origin);
    // Better Auth routes on this URL's path: it must be the very path our routes, limits, forced
    // fields and the maintenance list matched (a URL parser resolves what our router does not).
    if (url.pathname !== rawPath || !rawPath.startsWith(`${AUTH_BASE_PATH}/`)) return refuseAddress(request, reply);
    const path = rawPath.slice(AUTH_BASE_PATH.length);
    if (DISABLED_AUTH_PATHS.includes(path)) return reply.status(404).send(errorBody('NOT_FOUND', errorMessages.notFound));
    // Better Auth's own error page is in English with links to its site: ours instead.
    if (path === AUTH_ERROR_PATH) return sendAuthErrorPage(reply);
    // Each TOTP code is accepted once (Better Auth would take it again within its 90 s window).
    const totp = path === TOTP_VERIFY_PATH ? await totpClaim(auth, db, request) : null;
    if (totp && !(await spendTotpCode(db, totp.userId, totp.code))) {
      return reply.status(400).send(errorBody('VALIDATION_ERROR', twoFactorMessages.invalidCode));
    }
    let response: Response;
    try {
      response = await auth.handler(toWebRequest(request, url, path));
    } catch (error) {
      if (totp) await unspendTotpCode(db, totp.userId, totp.code);
      throw error;
    }
    if (totp && response.status >= 400) await unspendTotpCode(db, totp.userId, totp.code);
    return sendWebResponse(reply, response, path, publicUrl);
  };

  const rateLimit = { max: options.rateLimitMax, timeWindow: '1 minute' };
  for (const path of VISITOR_POSTS) {
    app.post(`${AUTH_BASE_PATH}${path}`, { config: { access: 'public', rateLimit }, handler });
  }
  for (const path of CREDENTIAL_POSTS) {
    app.post(`${AUTH_BASE_PATH}${path}`, { config: { access: 'signedIn', rateLimit }, handler });
  }
  // Public at our level: Better Auth checks its own sessions on the endpoints that need one.
  // Limited per IP too, more generously (sign-out, the mailed links): nothing reaches Better Auth unlimited.
  const catchAllLimit = { max: options.rateLimitMax * OTHER_ENDPOINTS_LIMIT_FACTOR, timeWindow: '1 minute' };
  app.route({ method: ['GET', 'POST'], url: `${AUTH_BASE_PATH}/*`, config: { access: 'public', rateLimit: catchAllLimit }, handler });
}

type SessionConfig = Awaited<Auth['$context']>['sessionConfig'];

/**
 * The viewer a signed session cookie stands for, from the cache when this instance resolved it
 * lately (no query; `last_seen_at` written at most once a minute, as before), else as Better Auth
 * reads it (signature, session, user), then the idle timeout and the profile. The session is not
 * slid forward here: `/api/me` does it when due, where its new cookie reaches the browser.
 */
function sessionResolver(options: { auth: Auth; db: Db; settings: SettingsStore; sessions: SessionCache; sessionConfig: SessionConfig }) {
  const { auth, db, settings, sessions, sessionConfig } = options;
  const refreshAt = (expiresAt: number) => expiresAt - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000;

  /** A cached session still usable now: not expired, not idle (the database decides that), its use recorded. */
  async function fromCache(key: string, timeoutMinutes: number, now: number): Promise<CachedSession | undefined> {
    const entry = sessions.get(key);
    if (!entry || now >= entry.expiresAt || isIdle(entry.lastSeenAt, timeoutMinutes, now)) return undefined;
    if (!isDueForTouch(entry.lastSeenAt, timeoutMinutes, now)) return entry;
    if (!(await touchSession(db, entry.sessionId, new Date(now)))) {
      sessions.forget(key);
      return undefined;
    }
    entry.lastSeenAt = now;
    return entry;
  }

  async function fromDatabase(key: string, cookie: string, timeoutMinutes: number): Promise<CachedSession | null> {
    const generation = sessions.generation();
    const found = await auth.api.getSession({ headers: new Headers({ cookie }), query: { disableRefresh: true } });
    if (!found) return null;
    // The admin settings' session timeout: an idle session ends here (ADR: settings take effect).
    const lastSeenAt = await keepSessionAlive(db, found.session.id, timeoutMinutes);
    if (lastSeenAt === null) return null;
    const [profile] = await db
      .select({ userType: profiles.userType, suspendedAt: profiles.suspendedAt })
      .from(profiles)
      .where(eq(profiles.id, found.user.id));
    // Suspension deletes the account's sessions at once; any other one counts as ended too.
    if (profile?.suspendedAt) return null;
    const expiresAt = found.session.expiresAt.getTime();
    const entry: CachedSession = {
      sessionId: found.session.id,
      lastSeenAt,
      expiresAt,
      refreshAt: refreshAt(expiresAt),
      viewer: {
        id: found.user.id,
        email: found.user.email,
        role: (found.user as { role?: string }).role === 'admin' ? 'admin' : 'user',
        userType: profile?.userType ?? null,
        twoFactorEnabled: (found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
      },
    };
    sessions.keep(key, entry, generation);
    return entry;
  }

  return async (signed: string, cookie: string): Promise<{ viewer: Viewer; refreshDue: boolean } | null> => {
    const siteSettings = await settings.get();
    const key = sessionKey(signed);
    const now = Date.now();
    const entry = (await fromCache(key, siteSettings.sessionTimeout, now)) ?? (await fromDatabase(key, cookie, siteSettings.sessionTimeout));
    if (!entry) return null;
    const { viewer } = entry;
    return {
      viewer: { ...viewer, twoFactorMissing: viewer.role === 'admin' && siteSettings.twoFactorEnabled && !viewer.twoFactorEnabled },
      refreshDue: now >= entry.refreshAt,
    };
  };
}

export const authPlugin = fp(mountAuth, { name: 'auth', fastify: '5.x' });

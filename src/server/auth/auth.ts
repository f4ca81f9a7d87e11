import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { loginMessages } from '#contracts/auth-messages';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema/index';
import { isTrustedOrigin, linkFor } from '#server/http/origins';
import { requestLogOr } from '#server/http/request-log';
import { changeEmailMail, resetPasswordMail, verificationMail } from './mails.tsx';
import { clearSignInFailures } from './account-lockout.ts';
import { isEmailChangeToken } from './email-change.ts';
import { noteSignInDevice } from './new-device.ts';
import { sendCappedAuthMail } from './recipient-cap.ts';
import { afterHook, beforeHook } from './hooks.ts';
import { syncProfileEmail } from './profile-email.ts';
import { announceViewerChanged } from './session-cache.ts';
import { isSuspended, suspensionOf } from './suspension.ts';

/** Better Auth's error code when a suspended account signs in (plugin.ts words it in French). */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';
/** The same for a suspension decided on a notice (DSA): the answer points to the mailed complaint link. */
export const ACCOUNT_SUSPENDED_BY_DECISION = 'ACCOUNT_SUSPENDED_BY_DECISION';

export const AUTH_BASE_PATH = '/api/auth';
export const VERIFICATION_EXPIRES_IN_SECONDS = 60 * 60 * 24;
/**
 * Better Auth endpoints that are off (404 in French, plugin.ts; Better Auth refuses them too):
 * - the session endpoints that hand session tokens to the browser's script: the account page
 *   lists and ends sessions through /api/account/sessions instead (ids only);
 * - `/verify-password`: an unlimited password oracle for any session, which nothing of ours calls;
 * - `/update-user` and `/delete-user`: profiles are edited (with the contracts' limits) and
 *   accounts deleted (with their tombstone, ADR 0021) through our own routes only.
 */
export const DISABLED_AUTH_PATHS = [
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/verify-password',
  '/update-user',
  '/delete-user',
];

/** Better Auth: email + password, verified email required, DB sessions in an httpOnly cookie. */
export function createAuth(config: Config, db: Db, logger: FastifyBaseLogger) {
  return betterAuth({
    appName: 'CM Connect',
    logger: {
      // Within a request, its logger: the line carries the request's id.
      log: (level, message, ...args) => requestLogOr(logger)[level]({ args }, `better-auth: ${message}`),
    },
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    // Per request: the configured origins, plus (outside production) the request's own origin
    // and loopback names; see isTrustedOrigin. The request's URL carries its own origin (plugin.ts).
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      const trusted = request && isTrustedOrigin(config.origins, origin, new URL(request.url).origin);
      return trusted ? [...config.origins.trusted, origin] : config.origins.trusted;
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user', returned: true },
      },
      // A verified member's new address takes effect only once the link mailed to it is followed.
      changeEmail: { enabled: true },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    // Account protections (ADR 0037): the password policy and the per-account sign-in lock.
    hooks: { before: beforeHook(db), after: afterHook(db) },
    databaseHooks: {
      // The profile's copy of the address follows the account's (the email change's verification link).
      // Every instance reads the member's viewer again (address, two-factor) on their next request.
      user: {
        update: {
          after: async (updated) => {
            await syncProfileEmail(db, updated);
            await announceViewerChanged(db, updated.id);
          },
        },
      },
      // A suspended account gets no session, whatever the way in (checked once the password is right).
      session: {
        create: {
          before: async (created) => {
            const suspension = await suspensionOf(db, created.userId);
            if (suspension === 'admin') throw APIError.from('FORBIDDEN', { message: loginMessages.accountSuspended, code: ACCOUNT_SUSPENDED });
            if (suspension === 'decision') {
              throw APIError.from('FORBIDDEN', { message: loginMessages.accountSuspendedByDecision, code: ACCOUNT_SUSPENDED_BY_DECISION });
            }
          },
          // A sign-in from a device the account never used is mailed to the member (ADR 0037).
          after: async (created, context) => {
            try {
              await noteSignInDevice(db, created, context, { publicUrl: config.publicUrl, secure: config.secureTransport });
            } catch (error) {
              requestLogOr(logger).error({ err: error }, 'new-device check failed');
            }
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our registration service, in one transaction with the profile.
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      revokeSessionsOnPasswordReset: true,
      // Whoever can read the member's mail may sign in again at once.
      onPasswordReset: async ({ user }) => clearSignInFailures(db, user.email),
      // A suspended account gets no reset mail (the requester's answer stays the same).
      sendResetPassword: async ({ user, url }, request) => {
        if (await isSuspended(db, user.id)) return;
        await sendCappedAuthMail(db, user.email, resetPasswordMail(user.email, user.name, linkFor(config.origins, url, request)));
      },
    },
    emailVerification: {
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_EXPIRES_IN_SECONDS,
      // Also sends the email change's link: then `user.email` is the new address, to confirm.
      sendVerificationEmail: async ({ user, url, token }, request) => {
        const link = linkFor(config.origins, url, request);
        const mail = isEmailChangeToken(token) ? changeEmailMail(user.email, user.name, link) : verificationMail(user.email, user.name, link);
        await sendCappedAuthMail(db, user.email, mail);
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Rate limits are applied by Fastify in front of these routes (French 429 answers).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.secureTransport,
      // Better Auth skips its Origin/CSRF checks when NODE_ENV=test: keep them on, so tests see production's.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // TOTP (authenticator app) with backup codes; required of admins when the admin setting is on
    // (enforced by the admin routes and /api/me). The plugin's own rate limit is off with the rest.
    plugins: [twoFactor({ issuer: 'CM Connect' })],
  });
}

export type Auth = ReturnType<typeof createAuth>;

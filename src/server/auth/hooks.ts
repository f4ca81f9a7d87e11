import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { PASSWORD_MIN_LENGTH } from '#contracts/accounts-terms';
import { loginMessages, weakPasswordMessage } from '#contracts/auth-messages';
import type { Db } from '#server/db/client';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './account-lockout.ts';
import { isWeakPassword } from './password-policy.ts';

/** Better Auth's error codes of our account protections (plugin.ts words them in French). */
const PASSWORD_TOO_WEAK = 'PASSWORD_TOO_WEAK';
const ACCOUNT_LOCKED = 'ACCOUNT_LOCKED';

/** What the auth plugin answers for these codes. */
export const accountProtectionTranslations = {
  [PASSWORD_TOO_WEAK]: { status: 400, code: 'VALIDATION_ERROR', message: weakPasswordMessage },
  [ACCOUNT_LOCKED]: { status: 429, code: 'RATE_LIMITED', message: loginMessages.accountLocked },
} as const;

const stringField = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** A new password to check: Better Auth's own length checks speak first for the others. */
const newPassword = (body: unknown) => {
  const password = stringField(body, 'newPassword');
  return password !== undefined && password.length >= PASSWORD_MIN_LENGTH ? password : undefined;
};

const weak = () => APIError.from('BAD_REQUEST', { message: weakPasswordMessage, code: PASSWORD_TOO_WEAK });

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a reset token belongs to (nothing for an unknown token: Better Auth refuses it next). */
async function resetTokenOwner(ctx: HookContext, token: string) {
  const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  return ctx.context.internalAdapter.findUserById(verification.value);
}

/**
 * Before Better Auth's endpoints (whatever path reached them, ctx.path is the endpoint's):
 * the password policy on every new password, and the per-account sign-in lock.
 */
export function beforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-in/email') {
      const email = stringField(ctx.body, 'email');
      if (email && (await isSignInLocked(db, email))) {
        throw APIError.from('TOO_MANY_REQUESTS', { message: loginMessages.accountLocked, code: ACCOUNT_LOCKED });
      }
      return;
    }
    if (ctx.path === '/reset-password') {
      const password = newPassword(ctx.body);
      const token = stringField(ctx.body, 'token') ?? stringField(ctx.query, 'token');
      if (password === undefined || !token) return;
      const owner = await resetTokenOwner(ctx, token);
      if (owner && isWeakPassword(password, owner)) throw weak();
      return;
    }
    if (ctx.path === '/change-password') {
      const password = newPassword(ctx.body);
      if (password === undefined) return;
      const session = await getSessionFromCtx(ctx);
      if (session && isWeakPassword(password, session.user)) throw weak();
    }
  });
}

/** After them: a wrong password counts against the account, a right one clears its count. */
export function afterHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/sign-in/email') return;
    const email = stringField(ctx.body, 'email');
    if (!email) return;
    const returned: unknown = ctx.context.returned;
    if (isAPIError(returned)) {
      if (returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') await recordSignInFailure(db, email);
      return;
    }
    await clearSignInFailures(db, email);
  });
}

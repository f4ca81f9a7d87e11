import { paths } from '#contracts/paths';
import { createEmailVerificationToken } from 'better-auth/api';
import type { DbOrTx } from '#server/db/client';
import { onOrigin } from '#server/http/origins';
import { sendMail } from '#server/modules/mail/index';
import { VERIFICATION_EXPIRES_IN_SECONDS, type Auth } from './auth.ts';
import { verificationMail } from './mails.tsx';

/**
 * The link Better Auth's `/send-verification-email` would mail (same signed token, same
 * `/verify-email` endpoint) on `linkOrigin`, built here so registration can write the mail in
 * its own transaction instead of asking Better Auth after the commit.
 */
export async function verificationUrl(auth: Auth, user: { id: string; email: string }, linkOrigin: string): Promise<string> {
  const context = await auth.$context;
  const token = await createEmailVerificationToken(context.secret, user.email, undefined, VERIFICATION_EXPIRES_IN_SECONDS, {
    userId: user.id,
  });
  return onOrigin(`${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(paths.auth.loginAfterVerification)}`, linkOrigin);
}

/** Writes the verification mail of a new account inside the caller's transaction. */
export async function sendVerificationMail(tx: DbOrTx, auth: Auth, user: { id: string; email: string; name: string }, linkOrigin: string) {
  await sendMail(tx, verificationMail(user.email, user.name, await verificationUrl(auth, user, linkOrigin)));
}

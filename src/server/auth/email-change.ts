/**
 * Whether a verification token sent by Better Auth is an email change's (its JWT payload names
 * the new address in `updateTo`). Only read to choose the mail's wording: Better Auth verifies
 * the token's signature when the link is followed.
 */
export function isEmailChangeToken(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof claims.updateTo === 'string' && claims.updateTo.length > 0;
  } catch {
    return false;
  }
}

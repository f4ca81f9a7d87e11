/**
 * What screens hand each other through `navigate(path, { state })`. State comes back
 * as `unknown` (it survives reloads and can be anything), so it is read defensively.
 */

/** Registration → verify-email → resend-verification carry the address. */
export type EmailState = { email: string };

/** A message for the login page, e.g. after following an expired reset link. */
export type NoticeState = { message: string; tone?: 'success' | 'error' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function emailFromState(state: unknown): string | null {
  return isRecord(state) && typeof state.email === 'string' && state.email ? state.email : null;
}

export function noticeFromState(state: unknown): Required<NoticeState> | null {
  if (!isRecord(state) || typeof state.message !== 'string' || !state.message) return null;
  return { message: state.message, tone: state.tone === 'error' ? 'error' : 'success' };
}

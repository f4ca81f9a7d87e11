/**
 * No "trust this device" (ADR 0027): every sign-in of an enrolled admin asks for a code. The
 * field is removed from every body (each two-factor verify endpoint reads it), and the cookie it
 * would plant is never handed to Better Auth, wherever it came from.
 */
const TRUST_DEVICE_FIELD = 'trustDevice';
const TRUST_DEVICE_COOKIE = /^(?:__Secure-)?better-auth\.trust_device$/;

export function withoutTrustDevice(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { [TRUST_DEVICE_FIELD]: _dropped, ...rest } = body as Record<string, unknown>;
  return rest;
}

export function withoutTrustDeviceCookie(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .filter((pair) => !TRUST_DEVICE_COOKIE.test(pair.split('=')[0]?.trim() ?? ''))
    .join(';');
}

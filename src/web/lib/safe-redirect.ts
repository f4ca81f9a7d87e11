/**
 * The path to go back to after signing in, only when it stays on this site
 * (a path like `/jobs/1`, never `//evil.example` or `https://…`).
 */
export function safeRedirectPath(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

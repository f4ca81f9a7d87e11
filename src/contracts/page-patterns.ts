import { ADMIN_SECTIONS } from './admin-sections.ts';

/**
 * Every page path the web app routes (`:name` matches one segment), so the server can answer
 * HTTP 404 for any other address (search engines then drop it). A web test keeps this list equal
 * to the router's routes.
 */
export const PAGE_PATTERNS: readonly string[] = [
  '/',
  '/search',
  '/profile',
  '/profile/:id',
  '/jobs/:id',
  '/dashboard',
  '/dashboard/missions/new',
  '/dashboard/missions/:id/edit',
  '/dashboard/compte',
  '/about',
  '/contact',
  '/blog',
  '/blog/:id',
  '/pricing',
  '/testimonials',
  '/guides',
  '/webinars',
  '/faq',
  '/terms',
  '/privacy',
  '/stripe/success',
  '/stripe/cancel',
  '/checkout/simulator/:sessionId',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/resend-verification',
  '/desinscription',
  ...ADMIN_SECTIONS.map(({ path }) => (path ? `/admin/${path}` : '/admin')),
  '/admin/securite',
];

const segments = (path: string) => path.split('/').filter(Boolean);
const compiled = PAGE_PATTERNS.map(segments);

/** Whether the web app has a page at this path (case-insensitive, a trailing slash allowed, as the router matches). */
export function isPagePath(pathname: string): boolean {
  const parts = segments(pathname.toLowerCase());
  return compiled.some(
    (pattern) => pattern.length === parts.length && pattern.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === parts[index]),
  );
}

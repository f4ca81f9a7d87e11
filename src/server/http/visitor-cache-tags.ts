/**
 * What a visitor-cache entry shows, and what a change drops (ADR 0033). A read or page is tagged
 * with what it reads; a write names what it changed, and only the entries carrying one of those
 * tags are dropped, on every instance.
 */
export const cacheTags = {
  /** Every entry: settings (site name, maintenance) and reference data show on every page. */
  everything: '*',
  mission: (id: string) => `mission:${id}`,
  /** Mission lists: the mission search, the home page's latest missions. */
  missionsSearch: 'missions-search',
  profile: (id: string) => `profile:${id}`,
  /** Any profile's detail (a change whose profile is not known to the route, e.g. a moderated review). */
  profiles: 'profiles',
  /** Community manager lists: the search, the home page's. */
  profilesSearch: 'profiles-search',
  blogPost: (id: string) => `blog:${id}`,
  /** The blog's list. */
  blog: 'blog',
  testimonials: 'testimonials',
  catalog: 'catalog',
} as const;

/** The `:id` of a route's path (every tagged route names its row so). */
export const idParam = (request: { params: unknown }): string => String((request.params as { id?: unknown }).id ?? '');

/** A change to the mission in the path: its page and the mission lists. */
export const missionChanged = (request: { params: unknown }) => [cacheTags.mission(idParam(request)), cacheTags.missionsSearch];

/** A change to a member's profile: its page, the lists showing it, and the mission lists (a client's name on its cards). */
export const profileChanged = (id: string) => [cacheTags.profile(id), cacheTags.profilesSearch, cacheTags.missionsSearch];

/** A published, moderated or removed review: profiles' ratings and the testimonials. */
export const REVIEWS_CHANGED = [cacheTags.profiles, cacheTags.profilesSearch, cacheTags.testimonials] as const;

/** A blog article changed: its page and the list. */
export const blogPostChanged = (request: { params: unknown }) => [cacheTags.blogPost(idParam(request)), cacheTags.blog];

/** Reference data, settings, a suspension or a deletion show across every page: everything is dropped. */
export const EVERYTHING_CHANGED = [cacheTags.everything] as const;

import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAppPage, PAGE_PATTERNS, paths } from '#contracts/paths';
import { matchPage, routes } from './router.tsx';

/** Every page path of a route tree, parents' paths prefixed; the catch-all '*' left out. */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.path === '*') return [];
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...(route.children ? pagePaths(route.children, own) : [])];
  });
}

/** The route pattern the router picks for a location ('*' for its 'introuvable' page). */
const routedPattern = (location: string) => matchRoutes(routes, location)?.at(-1)?.route.path ?? '/';

describe('the path registry and the router', () => {
  it('routes exactly the registry’s pages, so the server answers 404 for the rest', () => {
    expect(pagePaths(routes).sort()).toEqual([...PAGE_PATTERNS].sort());
  });

  it('agrees with the server’s page test on any address', () => {
    const addresses = ['/', '/search', '/SEARCH/', '/profile/123', '/dashboard/missions/9/edit', '/admin', '/admin/users', '/admin/securite'];
    const unknown = ['/nothing', '/profile/1/2', '/jobs', '/admin/nothing', '/favicon.ico', '/dashboard/missions'];
    for (const address of [...addresses, ...unknown]) expect(isAppPage(address), address).toBe(routedPattern(address) !== '*');
    expect(addresses.every(isAppPage)).toBe(true);
  });

  it('opens the right screen for every built path', () => {
    const built = [
      paths.mission('m-1'),
      paths.profile('p-1'),
      paths.editMission('m-1'),
      paths.blogArticle('a-1'),
      paths.checkoutSimulator('cs_1'),
      paths.admin('settings'),
    ];
    expect(built.map(routedPattern)).toEqual([
      '/jobs/:id',
      '/profile/:id',
      '/dashboard/missions/:id/edit',
      '/blog/:id',
      '/checkout/simulator/:sessionId',
      'settings',
    ]);
  });
});

describe('matchPage', () => {
  it("answers a page's route parameters and query, and nothing outside the tree", () => {
    expect(matchPage('/profile/p-1?tab=avis')?.request.params).toEqual({ id: 'p-1' });
    expect(matchPage('/search?type=jobs')?.request.searchParams.get('type')).toBe('jobs');
    expect(matchPage('/admin/securite')).not.toBeNull();
  });

  it('matches each path once: a page asked again shares the first match', async () => {
    const first = matchPage('/jobs/m-7');
    const again = matchPage('/jobs/m-7?from=search');
    expect(again?.request.params).toBe(first?.request.params);
    expect(matchPage('/jobs/m-8')?.request.params).toEqual({ id: 'm-8' });
    expect(await again?.loadModules()).toEqual(await first?.loadModules());
  });
});

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATTERNS } from '#contracts/page-patterns';
import { routes } from './router.tsx';

/** Every page path of a route tree, parents' paths prefixed; the catch-all '*' left out. */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.path === '*') return [];
    const here = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...here, ...(route.children ? pagePaths(route.children, own) : [])];
  });
}

describe('PAGE_PATTERNS', () => {
  it('lists exactly the pages the router has, so the server answers 404 for the rest', () => {
    expect([...PAGE_PATTERNS].sort()).toEqual(pagePaths(routes).sort());
  });

  it('matches as the router does: parameters, any case, a trailing slash', () => {
    expect(['/', '/search', '/SEARCH/', '/profile/123', '/dashboard/missions/9/edit', '/admin', '/admin/users'].every(isPagePath)).toBe(true);
    expect(['/nothing', '/profile/1/2', '/jobs', '/admin/nothing', '/favicon.ico'].some(isPagePath)).toBe(false);
  });
});

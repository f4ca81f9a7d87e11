import { describe, expect, it } from 'vitest';
import { isAppPage, matchPattern, paths, routePatterns } from './paths.ts';

describe('paths', () => {
  it('fills a pattern’s parameters, each encoded as one segment', () => {
    expect(paths.mission('3f2a')).toBe('/jobs/3f2a');
    expect(paths.profile('a/b c')).toBe('/profile/a%2Fb%20c');
    expect(paths.dashboardTab('messages', { with: 'u-1' })).toBe('/dashboard?tab=messages&with=u-1');
    expect(paths.dashboardTab('offers')).toBe('/dashboard?tab=offers');
    expect(paths.unsubscribeWith('a+b')).toBe('/desinscription?token=a%2Bb');
    expect(paths.admin()).toBe('/admin');
    expect(paths.admin('users')).toBe('/admin/users');
  });

  it('reads back what it built', () => {
    expect(matchPattern(routePatterns.profile, paths.profile('a/b c'))).toEqual({ id: 'a/b c' });
    expect(matchPattern(routePatterns.mission, '/JOBS/x1/')).toEqual({ id: 'x1' });
    expect(matchPattern(routePatterns.mission, '/jobs')).toBeNull();
    expect(matchPattern(routePatterns.mission, '/blog/x1')).toBeNull();
  });

  it('knows the app’s pages and nothing else', () => {
    expect(isAppPage('/dashboard/compte')).toBe(true);
    expect(isAppPage('/admin/blog')).toBe(true);
    expect(isAppPage('/blog/x/y')).toBe(false);
    expect(isAppPage('/robots.txt')).toBe(false);
  });
});

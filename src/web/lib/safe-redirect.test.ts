import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirectPath('/jobs/42?tab=1', '/dashboard')).toBe('/jobs/42?tab=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])('falls back for %j', (target) => {
    expect(safeRedirectPath(target, '/dashboard')).toBe('/dashboard');
  });
});

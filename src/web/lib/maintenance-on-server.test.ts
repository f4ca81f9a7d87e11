// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isInMaintenance, reportMaintenance } from './maintenance.ts';

describe('maintenance on the server', () => {
  it('is never remembered while rendering pages: the next visitor after maintenance gets the page', () => {
    reportMaintenance();
    expect(isInMaintenance()).toBe(false);
  });
});

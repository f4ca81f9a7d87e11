import { describe, expect, it } from 'vitest';
import { nextAlertTime } from './schedule.ts';

/** Daily and weekly alerts leave at 8 h in Paris, summer time or not (ADR 0049). */
describe('nextAlertTime', () => {
  it('is the next 8 h in Paris: 7 h UTC in winter, 6 h UTC in summer', () => {
    expect(nextAlertTime('daily', new Date('2026-01-15T05:00:00Z'))).toEqual(new Date('2026-01-15T07:00:00Z'));
    expect(nextAlertTime('daily', new Date('2026-01-15T07:00:00Z'))).toEqual(new Date('2026-01-16T07:00:00Z'));
    expect(nextAlertTime('daily', new Date('2026-07-15T05:59:00Z'))).toEqual(new Date('2026-07-15T06:00:00Z'));
    // 23 h 30 in Paris on 31 December: the next morning is in the next year.
    expect(nextAlertTime('daily', new Date('2026-12-31T22:30:00Z'))).toEqual(new Date('2027-01-01T07:00:00Z'));
  });

  it('keeps 8 h across the change to summer time (Sunday 29 March 2026)', () => {
    // Saturday 9 h in Paris (winter time): the next one is Sunday 8 h, summer time.
    expect(nextAlertTime('daily', new Date('2026-03-28T08:00:00Z'))).toEqual(new Date('2026-03-29T06:00:00Z'));
    // Sunday 1 h 30 UTC is 3 h 30 in Paris, after the change.
    expect(nextAlertTime('daily', new Date('2026-03-29T01:30:00Z'))).toEqual(new Date('2026-03-29T06:00:00Z'));
  });

  it('keeps 8 h across the change back to winter time (Sunday 25 October 2026)', () => {
    expect(nextAlertTime('daily', new Date('2026-10-24T07:00:00Z'))).toEqual(new Date('2026-10-25T07:00:00Z'));
    expect(nextAlertTime('daily', new Date('2026-10-25T07:00:00Z'))).toEqual(new Date('2026-10-26T07:00:00Z'));
  });

  it('sends weekly alerts on Monday mornings, the week of a clock change too', () => {
    // Tuesday 20 October (summer time) → Monday 26 October, 8 h winter time.
    expect(nextAlertTime('weekly', new Date('2026-10-20T12:00:00Z'))).toEqual(new Date('2026-10-26T07:00:00Z'));
    // Monday 23 March 9 h (winter time) → Monday 30 March, 8 h summer time.
    expect(nextAlertTime('weekly', new Date('2026-03-23T08:00:00Z'))).toEqual(new Date('2026-03-30T06:00:00Z'));
    // Monday before 8 h: that same morning.
    expect(nextAlertTime('weekly', new Date('2026-03-30T05:00:00Z'))).toEqual(new Date('2026-03-30T06:00:00Z'));
  });
});

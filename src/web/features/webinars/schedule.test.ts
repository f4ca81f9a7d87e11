import { describe, expect, it } from 'vitest';
import { formatSessionDate, upcomingSessions, WEBINAR_TOPICS } from './schedule.ts';

describe('webinar schedule', () => {
  it('places every session in the future, on its weekday, soonest first', () => {
    const now = new Date(2026, 10, 22, 15, 0); // Sunday 22 November 2026
    const sessions = upcomingSessions(now);

    expect(sessions).toHaveLength(WEBINAR_TOPICS.length);
    for (const session of sessions) {
      expect(session.date.getTime()).toBeGreaterThan(now.getTime());
      expect(session.date.getDay()).toBe(session.weekday);
    }
    expect(sessions.map((s) => s.date.getTime())).toEqual([...sessions.map((s) => s.date.getTime())].sort((a, b) => a - b));
    expect(formatSessionDate(sessions[0]!.date)).toBe('mardi 1 décembre 2026');
  });

  it('skips the end-of-year holidays', () => {
    for (const session of upcomingSessions(new Date(2026, 11, 1))) {
      const [month, day] = [session.date.getMonth(), session.date.getDate()];
      expect(month === 11 ? day < 20 : month !== 0 || day > 3).toBe(true);
    }
  });

  it('moves with the calendar', () => {
    const later = upcomingSessions(new Date(2027, 0, 10));
    expect(later[0]!.date.getFullYear()).toBe(2027);
    expect(later[0]!.date.getMonth()).toBe(0);
  });
});

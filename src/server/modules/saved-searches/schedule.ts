import { SEARCH_ALERT_HOUR, SEARCH_ALERT_TIME_ZONE } from '#contracts/saved-searches-terms';

/** A date's wall clock in Europe/Paris (Intl knows the time zone's rules, summer time included). */
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SEARCH_ALERT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

function parisTime(at: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) => Number(parts[type]));
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second!, weekday: parts.weekday };
}

/** How far Paris is ahead of UTC at `at` (one or two hours). */
function offsetMs(at: Date): number {
  const t = parisTime(at);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant Paris reads `hour`:00 on that day (`day` may overflow the month, as with Date.UTC). 8 h never falls in a clock change. */
function parisHour(year: number, month: number, day: number, hour: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const guess = asUtc - offsetMs(new Date(asUtc));
  return new Date(asUtc - offsetMs(new Date(guess)));
}

/**
 * When a daily or weekly alert is next due after `after`: the next SEARCH_ALERT_HOUR o'clock in
 * Paris, a Monday for a weekly one. Computed on Paris's calendar, so the hour stays 8 h across
 * the changes to and from summer time.
 */
export function nextAlertTime(frequency: 'daily' | 'weekly', after: Date): Date {
  const today = parisTime(after);
  for (let days = 0; ; days += 1) {
    const candidate = parisHour(today.year, today.month, today.day + days, SEARCH_ALERT_HOUR);
    if (candidate <= after) continue;
    if (frequency === 'weekly' && parisTime(candidate).weekday !== 'Mon') continue;
    return candidate;
  }
}

import type { Random } from './random.ts';

/**
 * Every demo date is computed from this fixed instant, never from the clock,
 * so two runs write identical rows.
 */
export const REFERENCE_DATE = new Date('2026-11-01T09:00:00.000Z');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const duration = { minute: MINUTE, hour: HOUR, day: DAY } as const;

export function daysBefore(days: number, from: Date = REFERENCE_DATE): Date {
  return new Date(from.getTime() - days * DAY);
}

export function later(date: Date, milliseconds: number): Date {
  return new Date(date.getTime() + milliseconds);
}

export function latest(...dates: Date[]): Date {
  return new Date(Math.max(...dates.map((date) => date.getTime())));
}

export function earliest(...dates: Date[]): Date {
  return new Date(Math.min(...dates.map((date) => date.getTime())));
}

/** Daytime in UTC, about 7 h to 21 h in Paris: people mostly write during the day. */
const DAY_START_UTC = 6;
const DAY_END_UTC = 20;

/** The same instant if it falls in the day, otherwise a daytime instant after it (that morning or the next day). */
export function nextDaytime(random: Random, date: Date): Date {
  const hour = date.getUTCHours();
  if (hour >= DAY_START_UTC && hour < DAY_END_UTC) return date;
  const morning = new Date(date);
  if (hour >= DAY_END_UTC) morning.setUTCDate(morning.getUTCDate() + 1);
  morning.setUTCHours(DAY_START_UTC, random.int(0, (DAY_END_UTC - DAY_START_UTC) * 60 - 1), 0, 0);
  return morning;
}

/** A minute-rounded instant in [from, to], in the daytime when the range allows; `from` when it is empty. */
export function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  const offset = Math.floor((random.next() * span) / MINUTE) * MINUTE;
  const instant = new Date(from.getTime() + offset);
  const daytime = nextDaytime(random, instant);
  return daytime <= to ? daytime : instant;
}

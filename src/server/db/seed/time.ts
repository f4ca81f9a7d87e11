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

/** A minute-rounded instant in [from, to]; `from` when the range is empty. */
export function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  const offset = Math.floor((random.next() * span) / MINUTE) * MINUTE;
  return new Date(from.getTime() + offset);
}

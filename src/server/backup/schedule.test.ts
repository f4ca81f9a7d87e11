import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupFileName, nextBackupDelay, scheduleBackups, type ScheduleOptions } from './schedule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cm-schedule-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An automatic backup file made `age` ago. */
function existing(age: number) {
  const name = backupFileName(new Date(Date.now() - age));
  writeFileSync(path.join(dir, name), 'old');
  return name;
}

function options(overrides: Partial<ScheduleOptions> = {}): ScheduleOptions {
  return {
    dir,
    intervalMs: DAY,
    retention: 2,
    startDelayMs: 5,
    retryMs: 5,
    write: async (file) => writeFileSync(file, 'new'),
    onDone: () => {},
    onError: () => {},
    ...overrides,
  };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000, interval: 5 });

describe('automatic backups', () => {
  it('names files by UTC time, sortable', () => {
    expect(backupFileName(new Date('2026-11-26T08:30:05.123Z'))).toBe('cm-connect-20261126T083005Z.tar.gz');
  });

  it('waits for the newest backup to be an interval old, and never less than the start delay', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(nextBackupDelay(null, now, DAY, 60_000)).toBe(60_000);
    expect(nextBackupDelay(now - 25 * HOUR, now, DAY, 60_000)).toBe(60_000);
    expect(nextBackupDelay(now - HOUR, now, DAY, 60_000)).toBe(23 * HOUR);
  });

  it('makes one when the newest is over a day old, keeps the newest `retention` and drops unfinished files', async () => {
    const oldest = existing(3 * DAY);
    existing(2 * DAY);
    const newest = existing(25 * HOUR);
    writeFileSync(path.join(dir, 'cm-connect-20200101T000000Z.tar.gz.partial'), 'cut');
    writeFileSync(path.join(dir, 'mine.tar.gz'), 'an operator file');
    const done: string[] = [];
    const schedule = scheduleBackups(options({ onDone: (file) => done.push(file) }));
    await until(() => done.length === 1);
    await schedule.stop();
    const made = path.basename(done[0]!);
    expect(readdirSync(dir).sort()).toEqual([newest, made, 'mine.tar.gz'].sort());
    expect(readdirSync(dir)).not.toContain(oldest);
  });

  it('makes none while the newest is less than a day old (a restart does not add one)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      existing(HOUR);
      const write = vi.fn(async (file: string) => writeFileSync(file, 'new'));
      const schedule = scheduleBackups(options({ write }));
      // Planned once the folder is read: 23 hours from now, when the newest is a day old.
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
      await vi.advanceTimersByTimeAsync(23 * HOUR - 60_000);
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(write).toHaveBeenCalledOnce());
      await schedule.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failure, leaves no partial file, and tries again later', async () => {
    const errors: unknown[] = [];
    const done: string[] = [];
    let calls = 0;
    const schedule = scheduleBackups(
      options({
        write: async (file) => {
          calls += 1;
          writeFileSync(file, 'half');
          if (calls === 1) throw new Error('disk full');
        },
        onError: (error) => errors.push(error),
        onDone: (file) => done.push(file),
      }),
    );
    await until(() => done.length === 1);
    await schedule.stop();
    expect(errors).toEqual([new Error('disk full')]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});

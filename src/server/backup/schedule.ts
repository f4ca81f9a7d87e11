/**
 * The embedded default's automatic backups: one file per interval (a day by default) in
 * DATA_DIR/backups, the newest `retention` kept. The newest file's name tells when the last one
 * was made, so restarts neither skip a day nor add one.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

const NAME = /^cm-connect-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** `cm-connect-20261126T083000Z.tar.gz`: sorts by name as by date. */
export function backupFileName(at: Date): string {
  return `cm-connect-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;
}

function dateOf(name: string): number | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** The automatic backups in `dir`, oldest first. */
export async function automaticBackups(dir: string): Promise<{ name: string; at: number }[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .map((name) => ({ name, at: dateOf(name) }))
    .filter((entry): entry is { name: string; at: number } => entry.at !== null)
    .sort((a, b) => a.at - b.at);
}

/** How long to wait before the next backup: the newest one's age against the interval, never less than `minDelayMs`. */
export function nextBackupDelay(newestAt: number | null, now: number, intervalMs: number, minDelayMs: number): number {
  const due = newestAt === null ? now : newestAt + intervalMs;
  return Math.max(minDelayMs, due - now);
}

export type BackupSchedule = {
  /** Stops the timer; waits for a backup under way. */
  stop(): Promise<void>;
};

export type ScheduleOptions = {
  dir: string;
  intervalMs: number;
  retention: number;
  /** Writes one whole backup to the given file (or nothing: see `writeVerifiedBackup`). */
  write(file: string): Promise<unknown>;
  onDone(file: string, ms: number): void;
  onError(error: unknown): void;
  /** Not right at start-up: let the server start first (tests make it short). */
  startDelayMs?: number;
  /** After a failure, try again this much later (at most the interval). */
  retryMs?: number;
  now?: () => number;
};

export function scheduleBackups(options: ScheduleOptions): BackupSchedule {
  const { dir, intervalMs, retention, startDelayMs = 60_000, retryMs = 3_600_000, now = Date.now } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const plan = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => (running = null));
    }, delayMs);
    timer.unref();
  };

  async function prune() {
    const all = await automaticBackups(dir);
    for (const old of all.slice(0, Math.max(0, all.length - retention))) await rm(path.join(dir, old.name), { force: true });
    for (const name of await readdir(dir)) {
      if (name.endsWith('.partial')) await rm(path.join(dir, name), { force: true });
    }
  }

  async function runOnce() {
    const started = now();
    const file = path.join(dir, backupFileName(new Date(started)));
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await options.write(file);
      await prune();
      options.onDone(file, now() - started);
      plan(intervalMs);
    } catch (error) {
      options.onError(error);
      plan(Math.min(retryMs, intervalMs));
    }
  }

  void automaticBackups(dir).then(
    (existing) => plan(nextBackupDelay(existing.at(-1)?.at ?? null, now(), intervalMs, startDelayMs)),
    (error: unknown) => {
      options.onError(error);
      plan(Math.min(retryMs, intervalMs));
    },
  );

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(path.join(os.tmpdir(), 'cmconnect-orphan-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm start under a process manager', () => {
  it('stops the server when the shell npm started it through is gone without passing the signal on', async () => {
    const child = path.join(folder, 'server.mjs');
    writeFileSync(
      child,
      `import { onOrphaned } from ${JSON.stringify(pathToFileURL(path.resolve('scripts/on-orphaned.mjs')).href)};
onOrphaned(() => { console.log('stopping'); process.exit(0); }, { everyMs: 50 });
console.log('ready');
setInterval(() => {}, 1000);
`,
    );
    // As npm runs a script: a shell (that does not exec, here) whose child is the server.
    const shell = spawn('sh', ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(child)}; true`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 10_000 }).toContain('ready');
    shell.kill('SIGKILL');
    await expect.poll(() => output, { timeout: 10_000 }).toContain('stopping');
  });
});

/** The ids of the processes still in a process group. */
const processesIn = (group: number) =>
  spawnSync('ps', ['-e', '-o', 'pid=,pgid='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
    .flatMap(([pid, pgid]) => (pid && Number(pgid) === group ? [pid] : []));

describe('npm run dev', () => {
  /** Starts the script as `command` runs it, in a process group of its own (what is left of it can be listed), and stops it with `stop`. */
  async function leftAfter(command: string[], stop: (started: ChildProcess) => void): Promise<string[]> {
    const port = 41_000 + Math.floor(Math.random() * 2000);
    const started = spawn(command[0]!, command.slice(1), {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), API_PORT: String(port + 1), DATA_DIR: folder, LOG_LEVEL: 'silent' },
    });
    const group = started.pid!;
    try {
      // The script, the API's watcher and its server, Vite.
      await expect.poll(() => processesIn(group).length, { timeout: 40_000 }).toBeGreaterThanOrEqual(4);
      stop(started);
      await expect.poll(() => processesIn(group), { timeout: 40_000 }).toEqual([]);
      return processesIn(group);
    } finally {
      if (processesIn(group).length > 0) process.kill(-group, 'SIGKILL');
    }
  }

  it('stops the API and Vite with it when it is sent SIGTERM', async () => {
    expect(await leftAfter([process.execPath, 'scripts/dev.mjs'], (dev) => dev.kill('SIGTERM'))).toEqual([]);
  }, 120_000);

  it('stops them too when the shell npm started it through is gone without passing the signal on', async () => {
    const shell = ['sh', '-c', `${JSON.stringify(process.execPath)} scripts/dev.mjs; true`];
    expect(await leftAfter(shell, (sh) => sh.kill('SIGKILL'))).toEqual([]);
  }, 120_000);
});

describe('npm start’s environment for the server', () => {
  it('keeps glibc to 2 malloc arenas (memory given back), unless the environment says otherwise', async () => {
    // A plain script of npm start's (no types): loaded as node loads it.
    const { serverEnvironment } = (await import(pathToFileURL(path.resolve('scripts/server-environment.mjs')).href)) as {
      serverEnvironment: (env: Record<string, string>) => Record<string, string>;
    };
    expect(serverEnvironment({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_ARENA_MAX: '2' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
  });
});

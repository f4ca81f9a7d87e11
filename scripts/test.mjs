// `npm test`: lint, format check, typecheck, unused code (knip), unit + API integration tests, then the end-to-end journeys
// in Debian's Chromium (installed here through apt when missing and running as root).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing (${CHROMIUM}). Install Debian's package, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  run('Installing Chromium (apt)', 'bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

/** Runs checks side by side (each is mostly one process on one core), printing each one's output once it ends. */
async function runTogether(checks) {
  const results = await Promise.all(
    checks.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => resolve({ label, status, output, seconds: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  for (const { label, status, output, seconds } of results) {
    console.log(`\n▶ ${label} (${seconds} s)`);
    if (output.trim()) process.stdout.write(output);
    if (status !== 0) console.error(`\n✖ ${label} failed`);
  }
  if (results.some(({ status }) => status !== 0)) process.exit(1);
}

ensureChromium();
await runTogether([
  ['Lint', 'npx', ['eslint', '.']],
  ['Format (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['Typecheck', 'npx', ['tsc', '--noEmit']],
  ['Unused files, exports and dependencies (knip)', 'npx', ['knip']],
]);
// The unit and integration tests run in a random order (ADR 0039): the seed is printed, so a failure replays with
// `npx vitest run --sequence.shuffle --sequence.seed=<seed>`; TEST_SEED picks it.
const seed = process.env.TEST_SEED ?? String(Math.floor(Math.random() * 1_000_000));
// Both projects in one run: the web tests fill the workers while the last server files finish.
run(`Unit, component and API integration tests, shuffled with seed ${seed}`, 'npx', [
  'vitest',
  'run',
  '--sequence.shuffle',
  `--sequence.seed=${seed}`,
]);
run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });

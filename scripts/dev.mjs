// `npm run dev`: the API (restarting on change) on API_PORT and Vite with hot reload on PORT.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { onOrphaned } from './on-orphaned.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
// Vite's address: links built without a request (sitemap, mails about applications) point there;
// requests through Vite's proxy keep their Host, so sign-in and mail links follow the address opened.
const publicUrl = `http://localhost:${port}`;

// Set before the tools start, so no signal finds them without a way to stop (a handler runs once
// this script's first pass is over, when both are started).
const children = [];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
// npm (or its shell) gone without passing the signal on: stop as if signalled.
onOrphaned(() => stopAll('SIGTERM'));

// Each tool's own script run by node, not through npx: npm and its shell do not pass a SIGTERM on,
// and would leave the API and Vite running after this script stopped.
const tool = (name, args, env) => spawn(process.execPath, [path.join('node_modules', '.bin', name), ...args], { stdio: 'inherit', env });
children.push(
  tool('tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    ...process.env,
    PORT: apiPort,
    PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl,
  }),
  tool('vite', ['--port', port, '--strictPort'], { ...process.env, API_PORT: apiPort }),
);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
}

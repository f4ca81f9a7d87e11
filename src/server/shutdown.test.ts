import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { openMigratedDatabase } from '#server/db/open';
import { seedReferenceData } from '#server/db/seed/index';
import { createTestApp } from '#server/testing/app';

/** The real server (`src/server/main.ts`) in its own process, on a copy of a migrated PGlite folder. */
type Running = { child: ChildProcess; port: number; output: () => string; exited: Promise<{ code: number | null; at: number }> };

let template: string;
const folders: string[] = [];
/** Every server started, killed at the end whatever a test left running. */
const children: ChildProcess[] = [];

beforeAll(async () => {
  template = mkdtempSync(path.join(os.tmpdir(), 'cmconnect-shutdown-'));
  folders.push(template);
  const database = await openMigratedDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: template }));
  await seedReferenceData(database.db);
  await database.close();
}, 60_000);
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cmconnect-shutdown-'));
  folders.push(dataDir);
  cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
  await expect.poll(() => output, { timeout: 45_000, interval: 100 }).toContain('CM Connect is ready');
  return { child, port, output: () => output, exited };
}

/** Sends the headers and half the body of a newsletter sign-up: the request is in flight until `finish`. */
function slowRequest(port: number) {
  const body = JSON.stringify({ email: 'lente@example.fr' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/newsletter',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: `http://localhost:${port}` },
  });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  request.flushHeaders();
  return { response, finish: () => request.end(body.slice(5)) };
}

describe('SIGTERM', () => {
  it('exits at once despite an idle keep-alive connection, after answering the request in flight', async () => {
    const server = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection: the agent keeps the socket open after the answer.
    const idle = await new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent }, resolve),
    );
    idle.resume();
    await new Promise((resolve) => idle.on('end', resolve));
    expect(idle.headers.connection).toBe('keep-alive');
    const slow = slowRequest(server.port);
    await expect.poll(() => server.output(), { interval: 20, timeout: 10_000 }).toContain('"route":"/api/newsletter","msg":"request received"');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output(), { interval: 10, timeout: 10_000 }).toContain('shutting down');
    slow.finish();
    const answered = await slow.response;
    expect(answered.statusCode).toBe(200);
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(2000);
    agent.destroy();
  }, 60_000);

  it('exits non-zero once SHUTDOWN_TIMEOUT_MS has passed when a request never ends', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '500' });
    const hung = slowRequest(server.port);
    hung.response.catch(() => {});
    await expect.poll(() => server.output(), { interval: 20, timeout: 10_000 }).toContain('"route":"/api/newsletter","msg":"request received"');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(500);
    expect(at - signalled).toBeLessThan(2500);
    expect(server.output()).toContain('shutdown deadline passed');
  }, 60_000);
});

describe('the HTTP server', () => {
  it('keeps idle connections and waits for headers as long as configured', async () => {
    const t = await createTestApp({ KEEP_ALIVE_TIMEOUT_MS: '61000' });
    expect(t.app.server.keepAliveTimeout).toBe(61_000);
    expect(t.app.server.headersTimeout).toBe(62_000);
    await t.close();
    const byDefault = await createTestApp();
    expect(byDefault.app.server.keepAliveTimeout).toBe(75_000);
    expect(byDefault.app.server.headersTimeout).toBe(76_000);
    await byDefault.close();
  });
});

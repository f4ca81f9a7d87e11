import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '#server/adapters/mail/transport';
import { backgroundJobs } from '#server/db/schema/index';
import { sendMail } from '#server/modules/mail/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { member } from '#server/testing/members';
import { baseUrlOf, openEventStream } from '#server/testing/sse';
import { registerAccess } from './access.ts';
import { registerErrorHandler } from './errors.ts';
import { isOpenDuringMaintenance } from './maintenance.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const REFUSED_RECIPIENT = 'inconnu@refus.example';
/** A mail server that refuses one recipient and takes every other mail. */
const mailTransport: MailTransport = {
  kind: 'smtp',
  async deliver(mail) {
    if (mail.to === REFUSED_RECIPIENT) throw new Error('550 5.1.1 Recipient address rejected');
  },
};
const REMOTE = '203.0.113.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    {
      mailTransport,
      // A built file, as @fastify/static registers one route per file.
      extend: (app) =>
        app.get('/assets/index-Ab12Cd34.js', { config: { access: 'public' } }, async (_request, reply) => reply.type('text/javascript').send('')),
    },
  );
  // The jobs written below stay where they are put: the tests run them with `drain`.
  await t.app.backgroundJobs.stop();
});
afterAll(() => t.close());

const scrape = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** The value of one sample (`name{labels} value`), 0 when absent. */
async function sample(line: string): Promise<number> {
  const { payload } = await scrape();
  const found = payload.split('\n').find((entry) => entry.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('/metrics access', () => {
  it('answers this machine in the Prometheus text format, never cached', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_request_duration_seconds',
      'cmconnect_jobs_due',
      'cmconnect_jobs_failed',
      'cmconnect_job_attempts_failed_total',
      'cmconnect_live_streams',
      'cmconnect_visitor_cache_hits_total',
      'cmconnect_visitor_cache_misses_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(response.payload, name).toContain(`# TYPE ${name} `);
    }
    // Compressed like any text answer (the route comes after @fastify/compress).
    expect((await scrape({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    // PGlite has no connection pool; its heap is measured instead.
    if (t.database.kind === 'pglite') {
      expect(response.payload).not.toContain('cmconnect_db_pool');
      expect(await sample('cmconnect_pglite_heap_bytes')).toBeGreaterThan(0);
    } else expect(response.payload).not.toContain('cmconnect_pglite_heap_bytes');
  });

  it('refuses another machine without the token, or with a wrong one, as an unknown address', async () => {
    const refused: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-0123456789abcdef' }, { authorization: TOKEN }];
    for (const headers of refused) {
      const response = await scrape(headers, REMOTE);
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.json()).toEqual((await t.app.inject({ method: 'GET', url: '/nothing', remoteAddress: REMOTE })).json());
    }
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, REMOTE)).statusCode).toBe(200);
  });

  it('refuses a request relayed by a proxy on this machine unless it brings the token', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await scrape({ [header]: '198.51.100.4' })).statusCode, header).toBe(404);
    }
    expect((await scrape({ 'x-forwarded-for': '198.51.100.4', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    // A wrong token is refused even from this machine.
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789abcdef' })).statusCode).toBe(404);
  });

  it('behind a proxy (TRUST_PROXY), this machine needs the token too', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAccess(app, { monitoring: { token: TOKEN, behindProxy: true } });
    app.get('/metrics', { config: { access: 'monitoring' } }, async () => 'ok');
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    // Without a token configured, nobody gets in behind a proxy.
    const closed = Fastify();
    registerErrorHandler(closed);
    registerAccess(closed, { monitoring: { behindProxy: true } });
    closed.get('/metrics', { config: { access: 'monitoring' } }, async () => 'ok');
    expect((await closed.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } })).statusCode).toBe(404);
  });

  it('stays open during maintenance', () => {
    expect(isOpenDuringMaintenance('/metrics')).toBe(true);
  });
});

describe('metrics', () => {
  it('times requests by route pattern and status, never by the address with its ids', async () => {
    const id = '3f2b8c1e-0d4a-4c6e-9b7a-5e1f2d3c4b5a';
    const line = 'http_request_duration_seconds_count{method="GET",route="/api/profiles/:id",status="404"}';
    const before = await sample(line);
    expect((await t.app.inject({ method: 'GET', url: `/api/profiles/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/no/such/thing' })).statusCode).toBe(404);
    const { payload } = await scrape();
    expect(await sample(line)).toBe(before + 1);
    expect(payload).toContain('route="(unmatched)"');
    expect(payload).not.toContain(id);
    expect(payload).not.toContain('/api/no/such/thing');
  });

  it("counts the built files under one route, whatever the build's file names", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' })).statusCode).toBe(200);
    const { payload } = await scrape();
    expect(payload).toContain('http_request_duration_seconds_count{method="GET",route="/assets/*",status="200"} 1');
    expect(payload).not.toContain('index-Ab12Cd34');
  });

  it('counts the visitor cache hits and misses', async () => {
    const [hits, misses] = [await sample('cmconnect_visitor_cache_hits_total'), await sample('cmconnect_visitor_cache_misses_total')];
    t.app.visitorCache.clear();
    await t.app.inject({ method: 'GET', url: '/api/catalog/languages' });
    await t.app.inject({ method: 'GET', url: '/api/catalog/languages' });
    expect(await sample('cmconnect_visitor_cache_misses_total')).toBe(misses + 1);
    expect(await sample('cmconnect_visitor_cache_hits_total')).toBe(hits + 1);
  });

  it('reads the queue depth and the failed background jobs from their table at each scrape', async () => {
    const past = new Date(Date.now() - 60_000);
    await t.db.insert(backgroundJobs).values([
      { kind: 'reviews.publish', payload: {}, maxAttempts: 3, runAt: past },
      { kind: 'reviews.publish', payload: {}, maxAttempts: 3, runAt: past },
      // Not due yet: not in the queue depth.
      { kind: 'reviews.publish', payload: {}, maxAttempts: 3, runAt: new Date(Date.now() + 3_600_000) },
      { kind: 'mail.deliver', payload: {}, maxAttempts: 3, status: 'failed', attempts: 3 },
    ]);
    expect(await sample('cmconnect_jobs_due{kind="reviews.publish"}')).toBe(2);
    expect(await sample('cmconnect_jobs_due{kind="mail.deliver"}')).toBe(0);
    expect((await scrape()).payload).toContain('cmconnect_jobs_due{kind="files.remove"} 0');
    expect(await sample('cmconnect_jobs_failed{kind="mail.deliver"}')).toBe(1);
    // The failed mails are the failed 'mail.deliver' jobs: one series, not a second metric.
    expect((await scrape()).payload).not.toContain('cmconnect_mails_failed');
    await t.db.delete(backgroundJobs);
    expect(await sample('cmconnect_jobs_due{kind="reviews.publish"}')).toBe(0);
  });

  it('counts every failed run of a job by kind', async () => {
    const line = 'cmconnect_job_attempts_failed_total{kind="mail.deliver"}';
    const before = await sample(line);
    // The mail server refuses this recipient: the delivery fails.
    await sendMail(t.db, { to: REFUSED_RECIPIENT, subject: 'Bonjour', text: 'Bonjour' });
    await t.app.backgroundJobs.drain();
    expect(await sample(line)).toBe(before + 1);
    await t.db.delete(backgroundJobs);
  });

  it('counts the live event streams open, and the stream carries its request id', async () => {
    const manager = await member(t, 'community_manager', 'Flux');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = await sample('cmconnect_live_streams');
    const stream = await openEventStream(`${baseUrlOf(t.app.server)}/api/events`, manager.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await stream.waitFor((frame) => frame.comments.includes('connected'));
      expect(await sample('cmconnect_live_streams')).toBe(before + 1);
    } finally {
      await stream.close();
    }
    await expect.poll(() => sample('cmconnect_live_streams')).toBe(before);
  });
});

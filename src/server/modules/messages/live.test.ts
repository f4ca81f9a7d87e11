import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBus, type RealtimeBus } from '#server/adapters/realtime/bus';
import type { Viewer } from '#server/auth/guards';
import { profiles } from '#server/db/schema/index';
import { registerAccess } from '#server/http/access';
import { realtimeRoutes } from '#server/modules/realtime/index';
import { createTestApp, post, signUpAndIn, type TestApp } from '#server/testing/app';
import { baseUrlOf, openEventStream, type EventStream } from '#server/testing/sse';

/** New messages reach the other side without reload: SSE on a real loopback port. */
describe('live delivery over server-sent events', () => {
  let t: TestApp;
  let base: string;
  const streams: EventStream[] = [];
  const member = async (name: string) => {
    const email = `${name}@example.fr`;
    const cookie = await signUpAndIn(t, { userType: 'community_manager', email, fullName: `${name} Test` });
    const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
    return { id: profile!.id, cookie };
  };
  const stream = async (cookie?: string) => {
    const opened = await openEventStream(`${base}/api/events`, cookie);
    streams.push(opened);
    return opened;
  };
  let alice: { id: string; cookie: string };
  let bruno: { id: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await member('alice');
    bruno = await member('bruno');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = baseUrlOf(t.app.server);
  });
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await t.close();
  });

  it('refuses an anonymous stream with 401', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('opens an event stream with the SSE headers', async () => {
    const events = await stream(alice.cookie);
    expect(events.response.status).toBe(200);
    expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events.response.headers.get('cache-control')).toContain('no-cache');
    expect(events.response.headers.get('x-accel-buffering')).toBe('no');
    const first = await events.waitFor((frame) => frame.comments.includes('connected'));
    expect(first.retry).toBe(3000);
    await events.close();
  });

  it('delivers a message sent by A to B’s stream, and to A’s other tabs', async () => {
    const bobTab = await stream(bruno.cookie);
    const aliceOtherTab = await stream(alice.cookie);
    const sent = await post(t, '/api/messages', { receiverId: bruno.id, content: 'Coucou Bruno' }, alice.cookie);
    expect(sent.statusCode).toBe(201);
    const expected = { id: sent.json().message.id, senderId: alice.id, receiverId: bruno.id };
    expect(await bobTab.next('message')).toEqual(expected);
    expect(await aliceOtherTab.next('message')).toEqual(expected);

    // marking the thread read tells B's other tabs to refresh their unread badge
    const opened = await post(t, `/api/messages/with/${alice.id}/read`, {}, bruno.cookie);
    expect(opened.statusCode).toBe(200);
    expect(await bobTab.next('messages_read')).toEqual({ partnerId: alice.id });
    // and nothing of it reaches A
    expect(aliceOtherTab.frames.some((frame) => frame.event === 'messages_read')).toBe(false);
  });

  it('ends open streams when the app closes, without blocking the close', async () => {
    // An app of its own: the other tests keep theirs.
    const closing = await createTestApp();
    const cookie = await signUpAndIn(closing, { userType: 'community_manager', email: 'carla@example.fr', fullName: 'Carla Test' });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const open = await openEventStream(`${baseUrlOf(closing.app.server)}/api/events`, cookie);
    streams.push(open);
    await open.waitFor((frame) => frame.comments.includes('connected'));
    const started = Date.now();
    await closing.close();
    await open.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('event stream plumbing', () => {
  /** A bus that counts its subscriptions. */
  function countingBus() {
    const inner = memoryBus();
    let subscriptions = 0;
    const bus: RealtimeBus = {
      ...inner,
      subscribe(userId, listener) {
        subscriptions += 1;
        const unsubscribe = inner.subscribe(userId, listener);
        return () => {
          subscriptions -= 1;
          unsubscribe();
        };
      },
    };
    return { bus, count: () => subscriptions };
  }

  it('sends a heartbeat comment, frames events, and unsubscribes when the client goes away', async () => {
    const { bus, count } = countingBus();
    const app = Fastify();
    registerAccess(app);
    const viewer: Viewer = {
      id: '7c1e0d6e-2f4a-4a8b-9a57-3f5d1a2b9c01',
      email: 'v@example.fr',
      role: 'user',
      userType: 'community_manager',
      twoFactorEnabled: false,
      twoFactorMissing: false,
    };
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      request.viewer = viewer;
    });
    await app.register(realtimeRoutes, { bus, heartbeatMs: 50 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const events = await openEventStream(`${baseUrlOf(app.server)}/api/events`);
      await events.waitFor((frame) => frame.comments.includes('ping'), 2_000);
      expect(count()).toBe(1);

      await bus.publish(viewer.id, { type: 'notification', data: { id: viewer.id, title: 'Nouvelle candidature', link: '/dashboard' } });
      await bus.publish('someone-else', { type: 'notifications_read', data: {} });
      const frame = await events.waitFor((candidate) => candidate.event === 'notification');
      expect(JSON.parse(frame.data!)).toEqual({ id: viewer.id, title: 'Nouvelle candidature', link: '/dashboard' });
      expect(events.frames.some((candidate) => candidate.event === 'notifications_read')).toBe(false);

      await events.close();
      await expect.poll(count, { timeout: 2_000 }).toBe(0);
    } finally {
      await app.close();
    }
  });
});

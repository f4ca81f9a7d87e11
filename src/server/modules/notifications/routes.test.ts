import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_LIMIT } from '#contracts/notifications-terms';
import { backgroundJobs, notifications, profiles } from '#server/db/schema/index';
import { createTestApp, post, signUpAndIn, type TestApp } from '#server/testing/app';
import { createNotification } from './service.ts';

let t: TestApp;
let cookie: string;
let otherCookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpAndIn(t, { userType: 'community_manager', email: 'notif@example.fr', fullName: 'Nora Fabre' });
  otherCookie = await signUpAndIn(t, { userType: 'company', email: 'autre@example.fr', fullName: 'Olivier Roy' });
  const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'notif@example.fr'));
  userId = profile!.id;
  for (let i = 1; i <= 7; i += 1) {
    const row = await createNotification(t.db, { userId, type: 'application', title: `Notification ${i}`, link: '/dashboard' });
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)), read: i <= 2 })
      .where(eq(notifications.id, row.id));
  }
});
afterAll(() => t.close());

const list = (as?: string) => t.app.inject({ method: 'GET', url: '/api/notifications', headers: as ? { cookie: as } : {} });

describe('notifications', () => {
  it('refuses anonymous calls', async () => {
    expect((await list()).statusCode).toBe(401);
    expect((await post(t, '/api/notifications/read', {})).statusCode).toBe(401);
  });

  it(`lists the newest ${NOTIFICATIONS_LIMIT} and counts every unread one`, async () => {
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Notification 7',
      'Notification 6',
      'Notification 5',
      'Notification 4',
      'Notification 3',
    ]);
    expect(body.notifications[0]).toMatchObject({ type: 'application', link: '/dashboard', body: null, read: false });
    expect(body.unreadCount).toBe(5);
  });

  it('shows nobody else’s notifications', async () => {
    expect((await list(otherCookie)).json()).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('marks every notification read', async () => {
    const res = await post(t, '/api/notifications/read', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 5 });
    const after = (await list(cookie)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await post(t, '/api/notifications/read', {}, cookie)).json()).toEqual({ updated: 0 });
  });

  it("tells the user's tabs through a push job written with the change, only when something changed", async () => {
    type Push = { userId: string; event: { type: string } };
    const pushes = async () =>
      (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'realtime.push')))
        .map((job) => job.payload as Push)
        .filter((push) => push.userId === userId && push.event.type === 'notifications_read').length;
    expect(await pushes()).toBe(0);
    await post(t, '/api/notifications/read', {}, cookie);
    expect(await pushes()).toBe(1);
    // nothing left to mark: no push
    await post(t, '/api/notifications/read', {}, cookie);
    expect(await pushes()).toBe(1);
    await createNotification(t.db, { userId, type: 'application', title: 'Encore une', link: '/dashboard' });
    await post(t, '/api/notifications/read', {}, cookie);
    expect(await pushes()).toBe(2);
  });
});

describe('following one notification', () => {
  it('marks that one read, not the others, and tells the tabs', async () => {
    const reader = await signUpAndIn(t, { userType: 'company', email: 'lecture@example.fr', fullName: 'Lucie Perrin' });
    const [me] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'lecture@example.fr'));
    const first = await createNotification(t.db, { userId: me!.id, type: 'application', title: 'Première', link: '/dashboard' });
    await createNotification(t.db, { userId: me!.id, type: 'application', title: 'Seconde', link: '/dashboard' });

    const res = await post(t, `/api/notifications/${first.id}/read`, {}, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 1 });
    const after = (await list(reader)).json();
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([
      ['Seconde', false],
      ['Première', true],
    ]);
    const pushes = (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'realtime.push'))).filter((job) => {
      const push = job.payload as { userId: string; event: { type: string } };
      return push.userId === me!.id && push.event.type === 'notifications_read';
    });
    expect(pushes).toHaveLength(1);
    // Already read: nothing changes.
    expect((await post(t, `/api/notifications/${first.id}/read`, {}, reader)).json()).toEqual({ updated: 0 });
  });

  it("is the owner's only: another member's notification, an unknown or malformed id is not found", async () => {
    const mine = await createNotification(t.db, { userId, type: 'application', title: 'À moi', link: '/dashboard' });
    const stranger = await post(t, `/api/notifications/${mine.id}/read`, {}, otherCookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('Notification introuvable.');
    const [row] = await t.db.select({ read: notifications.read }).from(notifications).where(eq(notifications.id, mine.id));
    expect(row!.read).toBe(false);
    expect((await post(t, '/api/notifications/00000000-0000-4000-8000-000000000000/read', {}, cookie)).statusCode).toBe(404);
    expect((await post(t, '/api/notifications/pas-un-id/read', {}, cookie)).statusCode).toBe(404);
    expect((await post(t, `/api/notifications/${mine.id}/read`, {})).statusCode).toBe(401);
  });
});

describe('the notifications page', () => {
  it('lists every notification, newest first, 20 a page, with the same unread count as the bell', async () => {
    const pageCookie = await signUpAndIn(t, { userType: 'company', email: 'pages@example.fr', fullName: 'Paula Page' });
    const [profile] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, 'pages@example.fr'));
    await t.db.insert(notifications).values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: profile!.id,
        type: 'application',
        title: `Avis ${i + 1}`,
        // The oldest three unread, under read ones: the bell's 5 newest do not show them, the page does.
        read: i >= 3 && i < 20,
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)),
      })),
    );
    const page = (n?: number) =>
      t.app.inject({ method: 'GET', url: `/api/notifications/all${n ? `?page=${n}` : ''}`, headers: { cookie: pageCookie } });

    const first = (await page()).json();
    expect(first).toMatchObject({ total: 23, unreadCount: 6, page: 1, pageSize: 20 });
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].title).toBe('Avis 23');
    const second = (await page(2)).json();
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual(['Avis 3', 'Avis 2', 'Avis 1']);
    const unreadListed = [...first.notifications, ...second.notifications].filter((n: { read: boolean }) => !n.read);
    expect(unreadListed).toHaveLength((await list(pageCookie)).json().unreadCount);
    expect((await page(3)).json().notifications).toEqual([]);
  });

  it('is for the signed-in member only, and refuses a page that is not one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/all' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/all?page=0', headers: { cookie } })).statusCode).toBe(400);
  });
});

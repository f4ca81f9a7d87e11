import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationLinks, notificationTexts } from '#contracts/notifications-terms';
import { backgroundJobs, entitlements, messages, notifications } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';
import { aBid, member, mission, type Member } from '#server/testing/members';

/** The notifications users expect, with their pushes and mails, written by the notifier once the change commits. */

let t: TestApp;
let cm: Member;
let otherCm: Member;
let company: Member;

beforeAll(async () => {
  t = await createTestApp();
  cm = await member(t, 'community_manager', 'Camille');
  otherCm = await member(t, 'community_manager', 'Hugo');
  company = await member(t, 'company', 'Boulangerie');
});
afterAll(() => t.close());

/** The notifier tells members once the change commits: these read after it ran. */
const notificationsOf = async (who: Member, type: string) => {
  await t.app.backgroundJobs.drain();
  return t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.type, type)));
};
const pushesTo = async (who: Member, type: string) => {
  await t.app.backgroundJobs.drain();
  return (await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'realtime.push'))).filter((job) => {
    const payload = job.payload as { userId: string; event: { type: string } };
    return payload.userId === who.id && payload.event.type === type;
  });
};
const send = (from: Member, to: Member, content: string) => post(t, '/api/messages', { receiverId: to.id, content }, from.cookie);

describe('a new application', () => {
  it("notifies the mission's owner in the app and by mail", async () => {
    const job = await mission(t, company.id, {
      title: 'Instagram pour une boulangerie',
    });
    await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: job.id });
    const res = await post(t, `/api/jobs/${job.id}/applications`, { coverLetter: 'Bonjour, je suis disponible.', bid: aBid() }, cm.cookie);
    expect(res.statusCode).toBe(201);

    const [notification] = await notificationsOf(company, 'application.received');
    expect(notification).toMatchObject({
      title: notificationTexts.applicationReceived.title,
      body: 'Camille a postulé à votre mission « Instagram pour une boulangerie ».',
      link: notificationLinks.receivedApplications,
      read: false,
    });
    expect(await pushesTo(company, 'notification')).toHaveLength(1);
    const mail = await t.lastMailTo(company.email);
    expect(mail?.subject).toBe('Nouvelle candidature - CM Connect');
    expect(mail?.text).toContain('Camille a postulé à votre mission « Instagram pour une boulangerie ».');
    expect(mail?.text).toContain('http://localhost:3000/dashboard?tab=received');
  });
});

describe('a new message', () => {
  it('notifies the receiver once per unread conversation, refreshed by each new message', async () => {
    expect((await send(cm, otherCm, 'Bonjour Hugo')).statusCode).toBe(201);
    expect((await send(cm, otherCm, 'Tu es là ?')).statusCode).toBe(201);
    const rows = await notificationsOf(otherCm, 'message.received');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Nouveau message',
      body: 'Camille vous a envoyé 2 messages.',
      link: notificationLinks.conversation(cm.id),
      read: false,
    });
    // each message is pushed to the receiver (message + notification) and to the sender's tabs
    expect(await pushesTo(otherCm, 'message')).toHaveLength(2);
    expect(await pushesTo(otherCm, 'notification')).toHaveLength(2);
    expect(await pushesTo(cm, 'message')).toHaveLength(2);
    // the sender is not notified of their own messages
    expect(await notificationsOf(cm, 'message.received')).toHaveLength(0);
  });

  it('keeps conversations apart: another sender has its own notification', async () => {
    expect((await send(cm, otherCm, 'Bonjour Hugo')).statusCode).toBe(201);
    expect((await send(company, otherCm, 'Bonjour, nous avons une mission pour vous.')).statusCode).toBe(403); // not allowed yet
    const third = await member(t, 'community_manager', 'Lina');
    expect((await send(third, otherCm, 'Salut !')).statusCode).toBe(201);
    const rows = await notificationsOf(otherCm, 'message.received');
    expect(rows.map((row) => row.link).sort()).toEqual([notificationLinks.conversation(cm.id), notificationLinks.conversation(third.id)].sort());
    expect(rows.find((row) => row.link === notificationLinks.conversation(third.id))?.body).toBe('Lina vous a envoyé un message.');
  });

  it("opening the conversation marks its message notification read, and tells the user's tabs", async () => {
    await send(cm, otherCm, 'Bonjour Hugo');
    await send(cm, otherCm, 'Tu es là ?');
    await send(await member(t, 'community_manager', 'Lina'), otherCm, 'Salut !');
    const before = (await pushesTo(otherCm, 'notifications_read')).length;
    const res = await post(t, `/api/messages/with/${cm.id}/read`, {}, otherCm.cookie);
    expect(res.json()).toEqual({ marked: 2 });
    const rows = await notificationsOf(otherCm, 'message.received');
    expect(rows.find((row) => row.link === notificationLinks.conversation(cm.id))?.read).toBe(true);
    // the other conversation's notification stays unread
    expect(rows.filter((row) => !row.read)).toHaveLength(1);
    expect(await pushesTo(otherCm, 'notifications_read')).toHaveLength(before + 1);
    expect(await pushesTo(otherCm, 'messages_read')).toHaveLength(1);

    // a message after that is a new unread notification
    await send(cm, otherCm, 'Encore moi');
    const again = (await notificationsOf(otherCm, 'message.received')).filter((row) => row.link === notificationLinks.conversation(cm.id));
    expect(again.map((row) => row.read).sort()).toEqual([false, true]);
    expect(again.find((row) => !row.read)?.body).toBe('Camille vous a envoyé un message.');
  });

  it('stores nothing when its push job cannot be written (one transaction)', async () => {
    await t.db.execute(sql`CREATE FUNCTION fail_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'jobs unavailable'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER fail_job BEFORE INSERT ON background_jobs FOR EACH ROW EXECUTE FUNCTION fail_job()`);
    try {
      expect((await send(cm, otherCm, 'Perdu ?')).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`DROP TRIGGER fail_job ON background_jobs`);
      await t.db.execute(sql`DROP FUNCTION fail_job()`);
    }
    expect(await t.db.select().from(messages).where(eq(messages.content, 'Perdu ?'))).toHaveLength(0);
  });
});

describe('the push jobs', () => {
  it('run and are marked done', async () => {
    expect((await send(cm, otherCm, 'Bonjour Hugo')).statusCode).toBe(201);
    await t.app.backgroundJobs.drain();
    const pending = await t.db
      .select()
      .from(backgroundJobs)
      .where(sql`${backgroundJobs.status} <> 'done'`);
    // Only the message's mail waits: due once it has stayed unread MESSAGE_MAIL_DELAY_SECONDS.
    expect(pending.map((job) => [job.kind, (job.payload as { type?: string }).type])).toEqual([['domain.event', 'message.unread']]);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  });
});

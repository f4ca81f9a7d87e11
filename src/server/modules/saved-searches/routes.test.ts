import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX, SEARCH_ALERT_ONE_CLICK_PATH, savedSearchMessages } from '#contracts/saved-searches-terms';
import { backgroundJobs, mailOutbox, missions, notifications, savedSearches } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';
import { nextAlertTime } from './schedule.ts';

/**
 * Saved searches and their alerts (ADR 0049). The worker is stopped: jobs run when a test drains
 * them. Each test makes its own members and words, so the tests run in any order.
 */

let t: TestApp;
let client: Member;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.backgroundJobs.stop();
  client = await member(t, 'company', 'Agence');
});
afterAll(() => t.close());

let count = 0;
const someone = () => member(t, 'community_manager', `Veilleur${(count += 1)}`);

const save = (who: Member, body: Record<string, unknown>) => post(t, '/api/saved-searches', body, who.cookie);
const list = async (who: Member) =>
  (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie: who.cookie } })).json().savedSearches as {
    id: string;
    name: string;
    query: string;
    alert: string;
  }[];
const patch = (who: Member, id: string, body: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: { cookie: who.cookie, origin: TEST_ORIGIN }, payload: body as object });
const remove = (who: Member, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: { cookie: who.cookie, origin: TEST_ORIGIN } });

/** A remote mission published through the API, as a client does (it records `mission.published`). */
async function publish(title: string) {
  const res = await post(
    t,
    '/api/jobs',
    {
      title,
      description: 'Trois publications par semaine et des stories.',
      job_type: 'freelance',
      location: '',
      latitude: null,
      longitude: null,
      is_remote: true,
      duration: '',
      budget_min: 2050,
      budget_max: 2850,
      requirements: [],
      skills: [],
      status: 'open',
    },
    client.cookie,
  );
  expect(res.statusCode).toBe(201);
}

/** The alert mails a member received (their sign-up's verification mail aside). */
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) => mail.subject.startsWith('Nouvelles missions'));
const alertsOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'search.alert')));

describe('saving, listing, renaming and deleting', () => {
  it('refuses anonymous members', async () => {
    expect((await post(t, '/api/saved-searches', { name: 'x', query: 'type=jobs' })).statusCode).toBe(401);
  });

  it('keeps the search page’s query, normalised, and lists the newest first', async () => {
    const cm = await someone();
    const first = await save(cm, { name: '  Instagram à Lyon  ', query: '?type=jobs&q=instagram&location=Lyon&page=2' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'Instagram à Lyon', type: 'jobs', query: 'location=Lyon&q=instagram&type=jobs', alert: 'none' });
    await save(cm, { name: 'Vidéastes', query: 'q=vid%C3%A9o' });
    expect((await list(cm)).map((search) => [search.name, search.query])).toEqual([
      ['Vidéastes', 'q=vid%C3%A9o&type=managers'],
      ['Instagram à Lyon', 'location=Lyon&q=instagram&type=jobs'],
    ]);
  });

  it('says in French what is wrong with a name, a query or an alert', async () => {
    const cm = await someone();
    const empty = await save(cm, { name: '   ', query: 'type=jobs' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.name).toBe(savedSearchMessages.nameRequired);
    const long = await save(cm, { name: 'x'.repeat(81), query: 'type=jobs' });
    expect(long.json().error.fields.name).toBe(savedSearchMessages.nameTooLong);
    // Any city is a place (ADR 0048); a radius the page does not offer is not.
    const query = await save(cm, { name: 'Ailleurs', query: 'type=jobs&location=Lyon&radius=30' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toBe(savedSearchMessages.invalidQuery);
    const alert = await save(cm, { name: 'Profils', query: 'type=managers', alert: 'daily' });
    expect(alert.statusCode).toBe(400);
    expect(alert.json().error.message).toBe(savedSearchMessages.alertMissionsOnly);
    expect(await list(cm)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per member`, async () => {
    const cm = await someone();
    for (let i = 1; i <= SAVED_SEARCHES_MAX; i += 1) expect((await save(cm, { name: `Recherche ${i}`, query: `q=mot${i}` })).statusCode).toBe(201);
    const refused = await save(cm, { name: 'Une de trop', query: 'q=trop' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(savedSearchMessages.limitReached);
  });

  it('renames and deletes the member’s own searches only', async () => {
    const cm = await someone();
    const other = await someone();
    const { id } = (await save(cm, { name: 'Avant', query: 'type=jobs' })).json();
    expect((await patch(other, id, { name: 'Pirate' })).statusCode).toBe(404);
    expect((await remove(other, id)).statusCode).toBe(404);
    const renamed = await patch(cm, id, { name: 'Après' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Après' });
    expect((await remove(cm, id)).statusCode).toBe(204);
    expect(await list(cm)).toEqual([]);
    expect((await remove(cm, id)).statusCode).toBe(404);
  });
});

describe('an immediate alert', () => {
  it('lists only the missions published since the last alert that the search page shows for its filters', async () => {
    const cm = await someone();
    const word = `zorglub${count}`;
    const { id } = (await save(cm, { name: 'Zorglub', query: `type=jobs&q=${word}`, alert: 'immediate' })).json();
    const [saved] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    // Published before the alert was turned on: not news.
    await mission(t, client.id, { title: `Ancienne mission ${word}`, createdAt: new Date(saved!.lastAlertAt!.getTime() - 60_000) });
    await publish(`Community manager ${word} pour notre marque`);
    await publish('Mission sans rapport avec la recherche');
    await t.app.backgroundJobs.drain();

    const mails = await mailsTo(cm.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${savedSearchMessages.alertTitle('Zorglub')} - CM Connect`);
    expect(mails[0]!.text).toContain(savedSearchMessages.alertBody(1, 'Zorglub'));
    expect(mails[0]!.text).toContain(`Community manager ${word} pour notre marque`);
    // Each mission listed links to its own page.
    const [found] = await t.db
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.title, `Community manager ${word} pour notre marque`));
    expect(mails[0]!.html).toContain(`href="${TEST_ORIGIN}/jobs/${found!.id}"`);
    expect(mails[0]!.text).not.toContain('Ancienne mission');
    expect(mails[0]!.text).not.toContain('sans rapport');
    expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/search?q=${word}&type=jobs`);
    expect(mails[0]!.listUnsubscribe).toContain(`${TEST_ORIGIN}${SEARCH_ALERT_ONE_CLICK_PATH}?token=`);
    expect(await alertsOf(cm.id)).toMatchObject([{ title: savedSearchMessages.alertTitle('Zorglub'), link: `/search?q=${word}&type=jobs` }]);

    // Another publication that does not match: nothing new, nothing sent.
    await publish('Encore une mission sans rapport');
    await t.app.backgroundJobs.drain();
    expect(await mailsTo(cm.email)).toHaveLength(1);
    expect(await alertsOf(cm.id)).toHaveLength(1);
  });

  it('leads to the address the member saved it from (127.0.0.1, a LAN address), not the configured one', async () => {
    const cm = await someone();
    const word = `lanalert${count}`;
    const lan = 'http://127.0.0.1:3000';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: { cookie: cm.cookie, origin: lan, host: '127.0.0.1:3000' },
      payload: { name: 'Depuis le réseau local', query: `type=jobs&q=${word}`, alert: 'immediate' },
    });
    expect(res.statusCode).toBe(201);
    await publish(`Mission ${word}`);
    await t.app.backgroundJobs.drain();

    const [mail] = await mailsTo(cm.email);
    expect(mail!.text).toContain(`${lan}/search?q=${word}&type=jobs`);
    expect(mail!.listUnsubscribe).toContain(`${lan}${SEARCH_ALERT_ONE_CLICK_PATH}?token=`);
    expect(mail!.text).not.toContain(TEST_ORIGIN);
  });

  it('tells nobody whose search has no alert, or whose alert looks for something else', async () => {
    const quiet = await someone();
    const word = `plouf${count}`;
    await save(quiet, { name: 'Sans alerte', query: `type=jobs&q=${word}` });
    await publish(`Mission ${word}`);
    await t.app.backgroundJobs.drain();
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await alertsOf(quiet.id)).toEqual([]);
  });
});

describe('a daily alert', () => {
  it('waits for 8 h in Paris, sends what is new, then waits for the next morning; nothing new sends nothing', async () => {
    const cm = await someone();
    const word = `matinal${count}`;
    const { id } = (await save(cm, { name: 'Matin', query: `type=jobs&q=${word}`, alert: 'daily' })).json();
    const [saved] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    const due = saved!.nextAlertAt!;
    expect(due).toEqual(nextAlertTime('daily', saved!.lastAlertAt!));
    await publish(`Mission ${word} du jour`);
    await t.app.backgroundJobs.drain({ now: new Date(due.getTime() - 1_000) });
    expect(await mailsTo(cm.email)).toEqual([]);

    await t.app.backgroundJobs.drain({ now: due });
    const mails = await mailsTo(cm.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Mission ${word} du jour`);
    const [after] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(after!.nextAlertAt).toEqual(nextAlertTime('daily', due));
    const waiting = (
      await t.db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.kind, 'search-alert.send'), eq(backgroundJobs.status, 'pending')))
    ).filter((job) => (job.payload as { savedSearchId: string }).savedSearchId === id);
    expect(waiting.map((job) => job.runAt)).toEqual([after!.nextAlertAt]);

    // The next morning: nothing was published, nothing is sent.
    await t.app.backgroundJobs.drain({ now: after!.nextAlertAt! });
    expect(await mailsTo(cm.email)).toHaveLength(1);
  });

  it('does nothing at a time its search no longer has (alert stopped, then turned on again)', async () => {
    const cm = await someone();
    const word = `change${count}`;
    const { id } = (await save(cm, { name: 'Change', query: `type=jobs&q=${word}`, alert: 'daily' })).json();
    const [before] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect((await patch(cm, id, { alert: 'none' })).json()).toMatchObject({ alert: 'none' });
    await publish(`Mission ${word}`);
    await t.app.backgroundJobs.drain({ now: before!.nextAlertAt! });
    expect(await mailsTo(cm.email)).toEqual([]);
    // Turned on again: it counts from now, so the mission published meanwhile is not news.
    expect((await patch(cm, id, { alert: 'weekly' })).json()).toMatchObject({ alert: 'weekly' });
    const [after] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(after!.nextAlertAt).toEqual(nextAlertTime('weekly', after!.lastAlertAt!));
    await publish(`Nouvelle mission ${word}`);
    await t.app.backgroundJobs.drain({ now: after!.nextAlertAt! });
    const mails = await mailsTo(cm.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Nouvelle mission ${word}`);
    expect(mails[0]!.text).not.toContain(`• Mission ${word}`);
  });
});

describe('stopping an alert from its mail', () => {
  async function alertMail() {
    const cm = await someone();
    const word = `desabo${count}`;
    const { id } = (await save(cm, { name: 'Désabonnement', query: `type=jobs&q=${word}`, alert: 'immediate' })).json();
    await publish(`Mission ${word}`);
    await t.app.backgroundJobs.drain();
    const [mail] = await mailsTo(cm.email);
    const oneClick = new URL(mail!.listUnsubscribe!);
    return { cm, id, word, token: oneClick.searchParams.get('token')!, oneClick: `${oneClick.pathname}${oneClick.search}` };
  }

  it('stops it in one click (RFC 8058): the next matching mission is not sent', async () => {
    const { cm, id, word, oneClick } = await alertMail();
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Désabonnement' });
    expect((await list(cm)).find((search) => search.id === id)).toMatchObject({ alert: 'none' });
    await publish(`Autre mission ${word}`);
    await t.app.backgroundJobs.drain();
    expect(await mailsTo(cm.email)).toHaveLength(1);
  });

  it('names the alert on the page, stops it on confirmation, and refuses a forged link', async () => {
    const { cm, id, token } = await alertMail();
    const described = await t.app.inject({ method: 'GET', url: `/api/saved-searches/alert-unsubscribe?token=${encodeURIComponent(token)}` });
    expect(described.json()).toEqual({ name: 'Désabonnement' });
    expect((await list(cm)).find((search) => search.id === id)).toMatchObject({ alert: 'immediate' });
    expect((await post(t, '/api/saved-searches/alert-unsubscribe', { token })).json()).toEqual({ name: 'Désabonnement' });
    expect((await list(cm)).find((search) => search.id === id)).toMatchObject({ alert: 'none' });

    const forged = await post(t, '/api/saved-searches/alert-unsubscribe', { token: `${id}.${'A'.repeat(43)}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(savedSearchMessages.invalidToken);
  });
});

describe('the member’s data', () => {
  it('exports the saved searches, and an account deletion erases them', async () => {
    const cm = await someone();
    await save(cm, { name: 'À effacer', query: 'type=jobs' });
    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: cm.cookie } });
    expect(exported.json().savedSearches).toMatchObject([{ name: 'À effacer', query: 'type=jobs', alert: 'none' }]);
    expect((await post(t, '/api/account/delete', { password: TEST_PASSWORD }, cm.cookie)).statusCode).toBe(200);
    expect(await t.db.select().from(savedSearches).where(eq(savedSearches.userId, cm.id))).toEqual([]);
  });
});

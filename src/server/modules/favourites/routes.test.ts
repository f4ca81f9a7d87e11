import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favouriteMessages, FAVOURITES_MAX } from '#contracts/favourites-terms';
import { favourites, missions, profiles } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test its own members: names made unique, so the tests run in any order. */
const unique = (name: string) => `${name}${randomUUID().slice(0, 8)}`;

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, who?: Member) {
  return t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) } });
}
const keep = (who: Member, kind: 'managers' | 'missions', id: string) => call('PUT', `/api/me/favourites/${kind}/${id}`, who);
const drop = (who: Member, kind: 'managers' | 'missions', id: string) => call('DELETE', `/api/me/favourites/${kind}/${id}`, who);
const list = async (who: Member) => (await call('GET', '/api/me/favourites', who)).json();
const ids = async (who: Member) => (await call('GET', '/api/me/favourites/ids', who)).json();

describe('who may keep what', () => {
  it('lets clients keep community managers and community managers keep missions, and nobody else', async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const individual = await member(t, 'individual', unique('Particulier'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    const job = await mission(t, company.id);

    expect((await keep(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await keep(individual, 'managers', manager.id)).statusCode).toBe(204);
    expect((await keep(manager, 'missions', job.id)).statusCode).toBe(204);

    const managerKeepsManager = await keep(manager, 'managers', manager.id);
    expect(managerKeepsManager.statusCode).toBe(403);
    expect(managerKeepsManager.json().error.message).toBe(favouriteMessages.onlyClients);
    const clientKeepsMission = await keep(company, 'missions', job.id);
    expect(clientKeepsMission.statusCode).toBe(403);
    expect(clientKeepsMission.json().error.message).toBe(favouriteMessages.onlyManagers);
    const visitor = await call('PUT', `/api/me/favourites/managers/${manager.id}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(favouriteMessages.connect);
    expect((await call('GET', '/api/me/favourites')).statusCode).toBe(401);
    expect((await call('GET', '/api/me/favourites/ids')).statusCode).toBe(401);
  });

  it('refuses what the public site does not show: a client as a manager, a suspended member, a draft, a closed mission', async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const other = await member(t, 'company', unique('Autre'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    const suspended = await member(t, 'community_manager', unique('Suspendu'));
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
    const draft = await mission(t, company.id, { status: 'draft' });
    const closed = await mission(t, company.id, { status: 'closed', closedAt: new Date() });

    for (const [who, kind, id, status, message] of [
      [company, 'managers', other.id, 404, favouriteMessages.managerNotFound],
      [company, 'managers', suspended.id, 404, favouriteMessages.managerNotFound],
      [company, 'managers', randomUUID(), 404, favouriteMessages.managerNotFound],
      [company, 'managers', 'pas-un-id', 404, favouriteMessages.managerNotFound],
      [manager, 'missions', draft.id, 404, favouriteMessages.missionNotFound],
      [manager, 'missions', closed.id, 409, favouriteMessages.missionClosed],
    ] as const) {
      const response = await keep(who, kind, id);
      expect(response.statusCode, `${kind} ${id}`).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect(await ids(company)).toEqual({ managerIds: [], missionIds: [] });
    expect(await ids(manager)).toEqual({ managerIds: [], missionIds: [] });
  });

  it(`stops at ${FAVOURITES_MAX} favourites`, async () => {
    const company = await member(t, 'company', unique('Collection'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    const next = await member(t, 'community_manager', unique('Dernier'));
    await keep(company, 'managers', manager.id);
    // The cap counts rows: filled up with favourites of missions the moderation removed (no target needed).
    await t.db
      .insert(favourites)
      .values(
        Array.from({ length: FAVOURITES_MAX - 1 }, (_, index) => ({ userId: company.id, missionId: randomUUID(), missionTitle: `Mission ${index}` })),
      );

    const refused = await keep(company, 'managers', next.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(favouriteMessages.tooMany);
    // Keeping one already kept is still fine at the cap; removing one makes room.
    expect((await keep(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await drop(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await keep(company, 'managers', next.id)).statusCode).toBe(204);
  });
});

describe('the cap under concurrency', () => {
  it('lets only one of several additions made at once take the last place', async () => {
    const company = await member(t, 'company', unique('Course'));
    const managers = await Promise.all(Array.from({ length: 4 }, () => member(t, 'community_manager', unique('Camille'))));
    await t.db
      .insert(favourites)
      .values(
        Array.from({ length: FAVOURITES_MAX - 1 }, (_, index) => ({ userId: company.id, missionId: randomUUID(), missionTitle: `Mission ${index}` })),
      );

    const answers = await Promise.all(managers.map((manager) => keep(company, 'managers', manager.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409, 409, 409]);
    const kept = await t.db.select({ id: favourites.id }).from(favourites).where(eq(favourites.userId, company.id));
    expect(kept).toHaveLength(FAVOURITES_MAX);
  });
});

describe('idempotency', () => {
  it('keeps one row however often a favourite is added, and removing twice is fine', async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    const job = await mission(t, company.id);

    expect((await keep(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await keep(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await keep(manager, 'missions', job.id)).statusCode).toBe(204);
    expect((await keep(manager, 'missions', job.id)).statusCode).toBe(204);
    expect(await ids(company)).toEqual({ managerIds: [manager.id], missionIds: [] });
    expect(await ids(manager)).toEqual({ managerIds: [], missionIds: [job.id] });

    expect((await drop(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await drop(company, 'managers', manager.id)).statusCode).toBe(204);
    expect((await drop(manager, 'missions', job.id)).statusCode).toBe(204);
    expect((await drop(manager, 'missions', randomUUID())).statusCode).toBe(204);
    expect((await drop(manager, 'missions', 'pas-un-id')).statusCode).toBe(204);
    expect(await ids(company)).toEqual({ managerIds: [], missionIds: [] });
    expect(await ids(manager)).toEqual({ managerIds: [], missionIds: [] });
  });

  it('answers an existing favourite as kept even once its mission is closed', async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    const job = await mission(t, company.id);
    await keep(manager, 'missions', job.id);
    await t.db.update(missions).set({ status: 'closed', closedAt: new Date() }).where(eq(missions.id, job.id));
    expect((await keep(manager, 'missions', job.id)).statusCode).toBe(204);
  });

  it("lists only the viewer's own favourites", async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const other = await member(t, 'company', unique('Autre'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    await keep(company, 'managers', manager.id);
    expect((await list(other)).managers).toEqual([]);
    expect((await list(company)).managers.map((item: { managerId: string }) => item.managerId)).toEqual([manager.id]);
  });
});

describe('what became of a favourite', () => {
  it('says a community manager is suspended or deleted instead of dropping them', async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const shown = await member(t, 'community_manager', unique('Visible'));
    const suspended = await member(t, 'community_manager', unique('Suspendu'));
    const leaving = await member(t, 'community_manager', unique('Partant'));
    for (const manager of [shown, suspended, leaving]) await keep(company, 'managers', manager.id);

    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { origin: TEST_ORIGIN, cookie: leaving.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);

    const { managers } = await list(company);
    const byId = new Map(managers.map((item: { managerId: string }) => [item.managerId, item]));
    expect(byId.get(shown.id)).toMatchObject({ status: 'available' });
    expect(byId.get(suspended.id)).toMatchObject({ status: 'unavailable', headline: null, avatarUrl: null, location: null });
    expect(byId.get(leaving.id)).toMatchObject({ status: 'deleted', fullName: 'Compte supprimé' });
    expect(managers).toHaveLength(3);
  });

  it('says a mission is closed, its client gone or the mission removed', async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const suspendedClient = await member(t, 'company', unique('Suspendue'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    const open = await mission(t, company.id, { title: 'Mission ouverte' });
    const closing = await mission(t, company.id, { title: 'Mission bientôt close' });
    const removed = await mission(t, company.id, { title: 'Mission retirée par la modération' });
    const ofSuspended = await mission(t, suspendedClient.id, { title: 'Mission d’un client suspendu' });
    for (const job of [open, closing, removed, ofSuspended]) expect((await keep(manager, 'missions', job.id)).statusCode).toBe(204);

    await t.db.update(missions).set({ status: 'closed', closedAt: new Date() }).where(eq(missions.id, closing.id));
    await t.db.delete(missions).where(eq(missions.id, removed.id));
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspendedClient.id));

    const { missions: kept } = await list(manager);
    const byTitle = new Map(kept.map((item: { title: string }) => [item.title, item]));
    expect(byTitle.get('Mission ouverte')).toMatchObject({ missionId: open.id, status: 'open', clientName: 'Maison Dubois' });
    expect(byTitle.get('Mission bientôt close')).toMatchObject({ missionId: closing.id, status: 'closed' });
    expect(byTitle.get('Mission retirée par la modération')).toMatchObject({ missionId: removed.id, status: 'removed', clientName: null });
    // A removed mission's favourite is still un-kept by its id.
    expect((await drop(manager, 'missions', removed.id)).statusCode).toBe(204);
    expect((await ids(manager)).missionIds).not.toContain(removed.id);
    expect(byTitle.get('Mission d’un client suspendu')).toMatchObject({ missionId: ofSuspended.id, status: 'unavailable', clientName: null });
    expect(kept).toHaveLength(4);
  });

  it("erases a deleted member's own favourites", async () => {
    const company = await member(t, 'company', unique('Entreprise'));
    const manager = await member(t, 'community_manager', unique('Camille'));
    await keep(company, 'managers', manager.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { origin: TEST_ORIGIN, cookie: company.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, company.id))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { industrySectors } from '#server/db/schema/index';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
});
afterAll(() => t?.close());

const sectorNames = async (app = t.app) =>
  ((await app.inject({ method: 'GET', url: '/api/catalog/sectors' })).json().sectors as { name: string }[]).map((sector) => sector.name);
const addSector = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/sectors',
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    payload: { name, description: '', isFeatured: false },
  });

describe('the catalogue lists kept in the instance', () => {
  it('are read once: a list computed again (the visitor cache emptied) does not read the database', async () => {
    const before = await sectorNames();
    // Behind the app's back: a read that reached the database would show it.
    await t.db.insert(industrySectors).values({ name: 'Ajouté en base' });
    t.app.visitorCache.clear();
    expect(await sectorNames()).toEqual(before);
  });

  it('show a back-office change on the next read, on this instance and on another one on the same database', async () => {
    const second = await buildApp({ config: t.config, database: t.database, serveWebApp: false });
    await second.ready();
    try {
      await sectorNames();
      await sectorNames(second);
      expect((await addSector('Tourisme')).statusCode).toBe(201);
      expect(await sectorNames()).toContain('Tourisme');
      await expect.poll(() => sectorNames(second), { timeout: 1000, interval: 50 }).toContain('Tourisme');
    } finally {
      await second.close();
    }
  });
});

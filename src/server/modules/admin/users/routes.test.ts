import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUsersResponse } from '#contracts/admin-users';
import { adminUsersMessages } from '#contracts/admin-users-terms';
import { profiles } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/testing/app';
import { member, type Member } from '#server/testing/members';
import { insertClient, insertManager } from '#server/testing/search-fixtures';

let t: TestApp;
let admin: Member;
const id = { company: '', julien: '', deleted: '' };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  admin = await member(t, 'individual', 'Adeline');
  await t.makeAdmin(admin.email);
  // Twelve community managers, one a day from 2024-01-01 to 2024-01-12.
  for (let day = 1; day <= 12; day += 1) {
    const dd = String(day).padStart(2, '0');
    await insertManager(t.db, { fullName: `Gestionnaire ${dd}`, createdAt: at(`2024-01-${dd}T10:00:00Z`) });
  }
  // 23:30 UTC on the 10th is 00:30 on the 11th in Paris: the date filters count Paris days.
  id.company = await insertClient(t.db, { fullName: 'Maison Dubois', createdAt: at('2024-02-10T23:30:00Z') });
  id.julien = await insertClient(t.db, { fullName: 'Julien Petit', userType: 'individual', createdAt: at('2024-03-01T09:00:00Z') });
  await t.db.update(profiles).set({ email: 'julien.petit@exemple.org' }).where(eq(profiles.id, id.julien));
  // A deleted account's tombstone: not listed, not counted.
  id.deleted = await insertClient(t.db, { fullName: 'Compte supprimé', userType: 'individual', createdAt: at('2024-01-05T12:00:00Z') });
  await t.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, id.deleted));
});
afterAll(() => t.close());

const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const list = async (query: string) => {
  const res = await get(`/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TAdminUsersResponse>();
};
const names = (page: TAdminUsersResponse) => page.items.map((item) => item.fullName);

describe('GET /api/admin/users', () => {
  it('pages every account but the deleted ones, newest first, with the real total and the counts per type', async () => {
    const first = await list('');
    expect(first.total).toBe(15);
    expect(first.pageSize).toBe(10);
    expect(names(first)).toEqual([
      'Adeline',
      'Julien Petit',
      'Maison Dubois',
      ...['12', '11', '10', '09', '08', '07', '06'].map((dd) => `Gestionnaire ${dd}`),
    ]);
    expect(first.counts).toEqual({ community_manager: 12, company: 1, individual: 2 });
    expect(first.items[0]).toMatchObject({ fullName: 'Adeline', email: admin.email, userType: 'individual', isAdmin: true, suspendedAt: null });
    expect(first.items[1]).toMatchObject({ isAdmin: false, createdAt: '2024-03-01T09:00:00.000Z' });

    const second = await list('page=2');
    expect(second.total).toBe(15);
    expect(names(second)).toEqual(['05', '04', '03', '02', '01'].map((dd) => `Gestionnaire ${dd}`));
    expect(names(second)).not.toContain('Compte supprimé');

    // A page past the end (an old link) is answered with the last page, which says so.
    const past = await list('page=99');
    expect(past).toMatchObject({ total: 15, page: 2 });
    expect(names(past)).toEqual(names(second));
    expect(await list('q=personne&page=4')).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('searches the full name and the email, case-insensitive substrings', async () => {
    expect(names(await list('q=GESTIONNAIRE%201'))).toEqual(['Gestionnaire 12', 'Gestionnaire 11', 'Gestionnaire 10']);
    expect(names(await list('q=Exemple.ORG'))).toEqual(['Julien Petit']);
    // LIKE wildcards are literal characters.
    expect((await list('q=%25')).total).toBe(0);
    // The counts are the whole population's, whatever the filters.
    expect((await list('q=introuvable')).counts).toEqual({ community_manager: 12, company: 1, individual: 2 });
  });

  it('ignores accents on both sides, as the public search does', async () => {
    await t.db.update(profiles).set({ fullName: 'Élodie Pétit' }).where(eq(profiles.id, id.julien));
    try {
      expect(names(await list('q=elodie%20petit'))).toEqual(['Élodie Pétit']);
      expect(names(await list(`q=${encodeURIComponent('MAISON DÛBOIS')}`))).toEqual(['Maison Dubois']);
    } finally {
      await t.db.update(profiles).set({ fullName: 'Julien Petit' }).where(eq(profiles.id, id.julien));
    }
  });

  it('filters by type, and pages the filtered rows', async () => {
    expect(names(await list('type=company'))).toEqual(['Maison Dubois']);
    expect(names(await list('type=individual'))).toEqual(['Adeline', 'Julien Petit']);
    const managers = await list('type=community_manager&page=2');
    expect(managers.total).toBe(12);
    expect(names(managers)).toEqual(['Gestionnaire 02', 'Gestionnaire 01']);
  });

  it('filters by inscription days, both ends included, in Paris time', async () => {
    expect(names(await list('start=2024-01-05&end=2024-01-07'))).toEqual(['Gestionnaire 07', 'Gestionnaire 06', 'Gestionnaire 05']);
    expect(names(await list('start=2024-01-11'))).toEqual(['Adeline', 'Julien Petit', 'Maison Dubois', 'Gestionnaire 12', 'Gestionnaire 11']);
    expect(names(await list('end=2024-01-02'))).toEqual(['Gestionnaire 02', 'Gestionnaire 01']);
    expect(names(await list('start=2024-02-11&end=2024-02-11'))).toEqual(['Maison Dubois']);
    expect((await list('start=2024-02-10&end=2024-02-10')).total).toBe(0);
    expect(names(await list('q=gestionnaire&type=community_manager&start=2024-01-03&end=2024-01-04'))).toEqual([
      'Gestionnaire 04',
      'Gestionnaire 03',
    ]);
  });

  it('refuses bad filters with a French 400', async () => {
    const backwards = await get('/api/admin/users?start=2024-02-01&end=2024-01-31');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe(adminUsersMessages.endBeforeStart);
    const badDate = await get('/api/admin/users?start=2024-13-45');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toBe(adminUsersMessages.invalidDate);
    expect((await get('/api/admin/users?type=admin')).statusCode).toBe(400);
    expect((await get(`/api/admin/users?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('answers 401 to visitors and 403 to members', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const company = await member(t, 'company', 'Fromagerie');
    expect((await get('/api/admin/users', company.cookie)).statusCode).toBe(403);
    expect((await get('/api/admin/users/export.csv', company.cookie)).statusCode).toBe(403);
    await t.db.delete(profiles).where(eq(profiles.id, company.id));
  });
});

describe('GET /api/admin/users/export.csv', () => {
  it('exports every matching row (not one page) for French Excel: BOM, semicolons, attachment', async () => {
    const res = await get('/api/admin/users/export.csv?type=community_manager&start=2024-01-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="utilisateurs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Nom;Email;Type;Inscrit le;Statut');
    expect(lines).toHaveLength(1 + 12 + 1); // header, 12 rows, the final line break
    expect(lines[1]).toMatch(/^Gestionnaire 12;[0-9a-f-]+@example\.fr;Community Manager;12\/01\/2024;Actif$/);
    expect(lines.at(-1)).toBe('');
  });

  it('dates rows by their Paris day and says which accounts are suspended', async () => {
    await t.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, id.company));
    const res = await get('/api/admin/users/export.csv?type=company');
    expect(res.body.slice(1).split('\r\n')[1]).toMatch(/^Maison Dubois;.+;Entreprise;11\/02\/2024;Suspendu$/);
    await t.db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, id.company));
  });

  it('neutralises formulas (CSV injection) and quotes separators', async () => {
    const hostile = {
      formula: await insertClient(t.db, { fullName: '=HYPERLINK("http://evil.example","clic")', userType: 'individual' }),
      plus: await insertClient(t.db, { fullName: '+33 cmd', userType: 'individual' }),
      minus: await insertClient(t.db, { fullName: '-2+3', userType: 'individual' }),
      at: await insertClient(t.db, { fullName: '@SUM(A1)', userType: 'individual' }),
      semicolon: await insertClient(t.db, { fullName: 'Dupont; Fils', userType: 'individual' }),
    };
    const res = await get('/api/admin/users/export.csv?type=individual');
    const body = res.body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")";`);
    expect(body).toContain(`\r\n'+33 cmd;`);
    expect(body).toContain(`\r\n'-2+3;`);
    expect(body).toContain(`\r\n'@SUM(A1);`);
    expect(body).toContain(`\r\n"Dupont; Fils";`);
    for (const line of body.slice(1).split('\r\n').slice(1)) expect(line).not.toMatch(/^[=+\-@]/);
    for (const hostileId of Object.values(hostile)) await t.db.delete(profiles).where(eq(profiles.id, hostileId));
  });

  it('applies the same filter validation', async () => {
    const res = await get('/api/admin/users/export.csv?start=2024-02-01&end=2024-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(adminUsersMessages.endBeforeStart);
  });
});

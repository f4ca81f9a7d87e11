import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '#server/db/schema/index';
import { createIndexRenderer } from '#server/modules/seo/routes';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { member, mission, type Member } from '#server/testing/members';

let t: TestApp;
let company: Member;
let admin: Member;
let draftId: string;
const INDEX = '<html><head><title>CM Connect</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';

async function setSettings(values: { twoFactorEnabled?: boolean; maintenanceMode?: boolean }) {
  await t.db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values });
  t.app.siteSettings.invalidate();
}
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Gaspard');
  admin = await member(t, 'individual', 'Hortense');
  await t.makeAdmin(admin.email);
  draftId = (await mission(t, company.id, { status: 'draft' })).id;
});
afterAll(() => t.close());

describe('an admin without the second factor the setting requires has no admin powers anywhere', () => {
  it("cannot read another member's draft mission", async () => {
    await setSettings({ twoFactorEnabled: true, maintenanceMode: false });
    expect((await get(`/api/jobs/${draftId}`, admin.cookie)).statusCode).toBe(404);
    // Nor its page's tags (the server-rendered index answers 404 to whoever cannot see it).
    const render = createIndexRenderer(t.db, TEST_ORIGIN, t.app.siteSettings);
    const page = (twoFactorMissing: boolean) =>
      render(INDEX, { pathname: `/jobs/${draftId}`, viewer: { id: admin.id, role: 'admin', twoFactorMissing } });
    expect((await page(true)).status).toBe(404);
    expect((await page(false)).status).toBe(200);
    await setSettings({ twoFactorEnabled: false });
    expect((await get(`/api/jobs/${draftId}`, admin.cookie)).statusCode).toBe(200);
  });

  it('does not pass maintenance mode, but can still sign in, read /api/me and reach the enrolment page', async () => {
    await setSettings({ twoFactorEnabled: true, maintenanceMode: true });
    try {
      const refused = await get('/api/catalog/skills', admin.cookie);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('MAINTENANCE');
      expect((await get('/api/me', admin.cookie)).json().user).toMatchObject({ isAdmin: true, twoFactorRequired: true });
      // No built web app in API tests: anything but the maintenance answer.
      expect((await get('/admin/securite', admin.cookie)).statusCode).not.toBe(503);
      await setSettings({ twoFactorEnabled: false });
      expect((await get('/api/catalog/skills', admin.cookie)).statusCode).toBe(200);
    } finally {
      await setSettings({ twoFactorEnabled: false, maintenanceMode: false });
    }
  });
});

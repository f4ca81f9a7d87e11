import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobRequest } from '#contracts/missions';
import { jobMessages } from '#contracts/missions-messages';
import { applicationMessages } from '#contracts/applications-terms';
import { applications, entitlements, missions, notifications } from '#server/db/schema/index';
import { createTestApp, post, TEST_ORIGIN, type TestApp } from '#server/testing/app';
import { aBid, member, type Member } from '#server/testing/members';

let t: TestApp;
let company: Member;
let individual: Member;
let other: Member;
let cm: Member;
let cm2: Member;
let skillId: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await member(t, 'company', 'Boulangerie');
  individual = await member(t, 'individual', 'Julien');
  other = await member(t, 'company', 'Fromagerie');
  cm = await member(t, 'community_manager', 'Camille');
  cm2 = await member(t, 'community_manager', 'Bastien');
  skillId = (await t.createSkill('Instagram')).id;
});
afterAll(() => t?.close());

/** A valid mission in Lyon (coordinates as the location suggestions give them). */
const mission = (overrides: Partial<TJobRequest> = {}): TJobRequest => ({
  title: 'Animer notre compte Instagram',
  description: 'Trois publications par semaine et des stories pour notre boulangerie.',
  job_type: 'freelance',
  location: 'Lyon',
  latitude: 45.74846,
  longitude: 4.84671,
  is_remote: false,
  duration: '3 mois',
  budget_min: 500,
  budget_max: 900,
  requirements: ['Portfolio alimentaire', 'Disponible le samedi'],
  skills: [skillId],
  status: 'open',
  ...overrides,
});

const send = (method: 'PATCH' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(who: Member, overrides: Partial<TJobRequest> = {}) {
  const res = await post(t, '/api/jobs', mission(overrides), who.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().job as { id: string; status: string };
}

const searchJobs = async (q: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/search/jobs?q=${encodeURIComponent(q)}` })).json().items as { id: string }[]).map(
    (item) => item.id,
  );

async function applyAs(who: Member, jobId: string) {
  await t.db.insert(entitlements).values({ userId: who.id, purpose: 'application', targetId: jobId });
  const res = await post(t, `/api/jobs/${jobId}/applications`, { coverLetter: 'Bonjour, je suis disponible.', bid: aBid() }, who.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().application.id as string;
}

describe('publishing a mission', () => {
  it('creates an open mission with its place from the geocoder, skills and requirements', async () => {
    const res = await post(t, '/api/jobs', mission({ location: 'lyon', latitude: 45.75, longitude: 4.85 }), company.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().job).toMatchObject({
      title: 'Animer notre compte Instagram',
      status: 'open',
      location: 'Lyon',
      latitude: 45.74846,
      longitude: 4.84671,
      budgetMin: 500,
      budgetMax: 900,
      duration: '3 mois',
      requirements: ['Portfolio alimentaire', 'Disponible le samedi'],
      skills: [{ id: skillId, name: 'Instagram' }],
      isOwner: true,
    });
  });

  it('lets an individual publish a remote mission without a place', async () => {
    const job = await create(individual, { location: '', latitude: null, longitude: null, is_remote: true, budget_min: null, budget_max: null });
    expect(job).toMatchObject({ status: 'open', location: null, isRemote: true, budgetMin: null });
  });

  it('refuses community managers with a French 403', async () => {
    const res = await post(t, '/api/jobs', mission(), cm.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(jobMessages.onlyClients);
  });

  it.each([
    ['a short title', { title: 'Anim' }, 'title', jobMessages.title],
    ['a long title', { title: 'x'.repeat(121) }, 'title', jobMessages.title],
    ['a short description', { description: 'Trop court.' }, 'description', jobMessages.description],
    ['a long description', { description: 'x'.repeat(5001) }, 'description', jobMessages.description],
    ['a negative budget', { budget_min: -1 }, 'budget_min', jobMessages.budgetInteger],
    ['a decimal budget', { budget_max: 900.5 }, 'budget_max', jobMessages.budgetInteger],
    ['max below min', { budget_min: 900, budget_max: 500 }, 'budget_max', jobMessages.budgetOrder],
    ['an empty requirement', { requirements: ['Portfolio', '  '] }, 'requirements.1', jobMessages.requirementEmpty],
    [
      'too many requirements',
      { requirements: Array.from({ length: 16 }, (_, i) => `Exigence ${i}`) },
      'requirements',
      jobMessages.requirementsTooMany,
    ],
    ['a long requirement', { requirements: ['x'.repeat(201)] }, 'requirements.0', jobMessages.requirementTooLong],
    ['no place and not remote', { location: '', latitude: null, longitude: null }, 'location', jobMessages.location],
    ['a typed place without coordinates', { latitude: null, longitude: null, is_remote: true }, 'location', jobMessages.location],
  ])('refuses %s with a French 400 and stores nothing', async (_label, overrides, field, message) => {
    const before = await t.db.$count(missions);
    const res = await post(t, '/api/jobs', mission(overrides as Partial<TJobRequest>), company.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await t.db.$count(missions)).toBe(before);
  });

  it('refuses a place the suggestions do not give (wrong coordinates or made-up name)', async () => {
    for (const overrides of [{ latitude: 48.85, longitude: 2.35 }, { location: 'Lyonville-sur-Mer' }]) {
      const res = await post(t, '/api/jobs', mission(overrides), company.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.location).toBe(jobMessages.locationNotFound);
    }
  });

  it('saves an edit of a mission whose stored place no suggestion gives any more, as long as its text is unchanged', async () => {
    const stored = { location: 'Marseille, France', latitude: 43.29695, longitude: 5.38107 };
    const created = await post(t, '/api/jobs', mission(), company.cookie);
    const id = created.json().job.id as string;
    await t.db.update(missions).set(stored).where(eq(missions.id, id));
    const edit = (overrides: Partial<TJobRequest>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/jobs/${id}`,
        payload: mission(overrides),
        headers: { origin: TEST_ORIGIN, cookie: company.cookie },
      });

    const res = await edit({ ...stored, title: 'Animer notre compte Instagram à Marseille' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(missions).where(eq(missions.id, id));
    expect(row).toMatchObject({ ...stored, title: 'Animer notre compte Instagram à Marseille' });
    // A new text still has to be a suggestion.
    expect((await edit({ location: 'Marseille-les-Flots', latitude: 43.3, longitude: 5.38 })).json().error.fields.location).toBe(
      jobMessages.locationNotFound,
    );
  });

  it('refuses skills that are not in the catalogue', async () => {
    const res = await post(t, '/api/jobs', mission({ skills: ['00000000-0000-4000-8000-000000000000'] }), company.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.skills).toBe(jobMessages.unknownSkill);
  });
});

describe('drafts', () => {
  it('are seen by their owner and the admins only: API, sitemap, search', async () => {
    const draft = await create(company, { title: 'Brouillon croissanterie secrète', status: 'draft' });
    expect(draft.status).toBe('draft');
    expect((await send('GET', `/api/jobs/${draft.id}`, company.cookie)).statusCode).toBe(200);
    for (const cookie of [undefined, other.cookie, cm.cookie]) {
      const res = await send('GET', `/api/jobs/${draft.id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Mission introuvable');
    }
    // An admin opens it from the back-office's mission list.
    const admin = await member(t, 'individual', 'Adeline');
    await t.makeAdmin(admin.email);
    expect((await send('GET', `/api/jobs/${draft.id}`, admin.cookie)).json().job).toMatchObject({ id: draft.id, status: 'draft', isOwner: false });
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(draft.id);
    expect(await searchJobs('croissanterie')).not.toContain(draft.id);
  });

  it('accept no application, even paid for', async () => {
    const draft = await create(company, { status: 'draft' });
    await t.db.insert(entitlements).values({ userId: cm.id, purpose: 'application', targetId: draft.id });
    const res = await post(t, `/api/jobs/${draft.id}/applications`, { coverLetter: 'Bonjour', bid: aBid() }, cm.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(jobMessages.notFound);
  });

  it('are published by their owner, then found in search', async () => {
    const draft = await create(company, { title: 'Campagne viennoiserie automnale', status: 'draft' });
    const res = await post(t, `/api/jobs/${draft.id}/publish`, {}, company.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().job.status).toBe('open');
    expect(await searchJobs('viennoiserie')).toContain(draft.id);
    const again = await post(t, `/api/jobs/${draft.id}/publish`, {}, company.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(jobMessages.notDraft);
  });

  it('are deleted by their owner; a published mission cannot be', async () => {
    const draft = await create(company, { status: 'draft' });
    expect((await send('DELETE', `/api/jobs/${draft.id}`, company.cookie)).statusCode).toBe(204);
    expect((await send('GET', `/api/jobs/${draft.id}`, company.cookie)).statusCode).toBe(404);
    const open = await create(company);
    const res = await send('DELETE', `/api/jobs/${open.id}`, company.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(jobMessages.notDraft);
  });
});

describe('editing', () => {
  it('changes the mission and search follows at once (new title word in, old one out)', async () => {
    const job = await create(company, { title: 'Animation pâtisserie fine' });
    expect(await searchJobs('pâtisserie')).toContain(job.id);
    const res = await send(
      'PATCH',
      `/api/jobs/${job.id}`,
      company.cookie,
      mission({ title: 'Animation chocolaterie artisanale', skills: [], requirements: [] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job).toMatchObject({ title: 'Animation chocolaterie artisanale', skills: [], requirements: [], status: 'open' });
    expect(await searchJobs('chocolaterie')).toContain(job.id);
    expect(await searchJobs('pâtisserie')).not.toContain(job.id);
  });

  it('publishes a draft in the same save, but never turns a published mission back into a draft', async () => {
    const draft = await create(company, { status: 'draft' });
    const published = await send('PATCH', `/api/jobs/${draft.id}`, company.cookie, mission({ status: 'open' }));
    expect(published.json().job.status).toBe('open');
    const back = await send('PATCH', `/api/jobs/${draft.id}`, company.cookie, mission({ status: 'draft' }));
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(jobMessages.backToDraft);
  });

  it('applies the same rules as creation', async () => {
    const job = await create(company);
    const res = await send('PATCH', `/api/jobs/${job.id}`, company.cookie, mission({ budget_min: 1000, budget_max: 10 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.budget_max).toBe(jobMessages.budgetOrder);
  });
});

describe('closing and reopening', () => {
  it('closes with an outcome: pending applications rejected and told, the hire recorded, search no longer shows it', async () => {
    const job = await create(company, { title: 'Lancement baguette connectée' });
    const hired = await applyAs(cm, job.id);
    const pending = await applyAs(cm2, job.id);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/applications/${hired}`,
          payload: { status: 'accepted' },
          headers: { origin: TEST_ORIGIN, cookie: company.cookie },
        })
      ).statusCode,
    ).toBe(200);

    const refused = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_here', hiredApplicationId: pending }, company.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.hiredApplicationId).toBe(jobMessages.hiredNotAccepted);
    const missing = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_here', hiredApplicationId: null }, company.cookie);
    expect(missing.json().error.fields.hiredApplicationId).toBe(jobMessages.hiredRequired);

    const res = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_here', hiredApplicationId: hired }, company.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().job.status).toBe('closed');
    const [row] = await t.db.select().from(missions).where(eq(missions.id, job.id));
    expect(row).toMatchObject({ closeOutcome: 'filled_here', hiredApplicationId: hired });
    expect(row!.closedAt).toBeInstanceOf(Date);
    const statuses = await t.db.select({ id: applications.id, status: applications.status }).from(applications).where(eq(applications.jobId, job.id));
    expect(Object.fromEntries(statuses.map((a) => [a.id, a.status]))).toEqual({ [hired]: 'accepted', [pending]: 'rejected' });
    await t.app.backgroundJobs.drain(); // the notifier tells after the commit
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, cm2.id), eq(notifications.type, 'mission.closed')));
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Lancement baguette connectée');
    // …and by mail, as any answer to an application, with its unsubscribe link.
    const mail = await t.lastMailTo(cm2.email);
    expect(mail?.subject).toContain('Mission clôturée');
    expect(mail?.text).toContain('« Lancement baguette connectée » a été clôturée');
    expect(mail?.text).toMatch(/\/desinscription\?token=/);
    expect(await searchJobs('baguette')).not.toContain(job.id);

    // Closed: no new application, with a clear message.
    const late = await member(t, 'community_manager', 'Lucie');
    await t.db.insert(entitlements).values({ userId: late.id, purpose: 'application', targetId: job.id });
    const apply = await post(t, `/api/jobs/${job.id}/applications`, { coverLetter: 'Bonjour', bid: aBid() }, late.cookie);
    expect(apply.statusCode).toBe(409);
    expect(apply.json().error.message).toBe(applicationMessages.jobNotOpen);

    const twice = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'abandoned', hiredApplicationId: null }, company.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(jobMessages.notOpen);
  });

  it('reopens a closed mission: outcome and date cleared, back in search', async () => {
    const job = await create(company, { title: 'Relance galette des rois' });
    expect((await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_elsewhere', hiredApplicationId: null }, company.cookie)).statusCode).toBe(
      200,
    );
    expect(await searchJobs('galette')).not.toContain(job.id);
    const res = await post(t, `/api/jobs/${job.id}/reopen`, {}, company.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().job.status).toBe('open');
    const [row] = await t.db.select().from(missions).where(eq(missions.id, job.id));
    expect(row).toMatchObject({ closeOutcome: null, closedAt: null, hiredApplicationId: null });
    expect(await searchJobs('galette')).toContain(job.id);
    const again = await post(t, `/api/jobs/${job.id}/reopen`, {}, company.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(jobMessages.notClosed);
  });

  it('refuses an outcome outside the three, or a hire with another outcome', async () => {
    const job = await create(company);
    const unknown = await post(t, `/api/jobs/${job.id}/close`, { outcome: 'sold', hiredApplicationId: null }, company.cookie);
    expect(unknown.statusCode).toBe(400);
    const hire = await post(
      t,
      `/api/jobs/${job.id}/close`,
      { outcome: 'abandoned', hiredApplicationId: '00000000-0000-4000-8000-000000000000' },
      company.cookie,
    );
    expect(hire.json().error.fields.hiredApplicationId).toBe(jobMessages.hiredOnlyWhenFilledHere);
  });
});

describe('only the owner acts on a mission', () => {
  let open: string;
  let closed: string;
  let draft: string;
  beforeAll(async () => {
    open = (await create(company)).id;
    closed = (await create(company)).id;
    await post(t, `/api/jobs/${closed}/close`, { outcome: 'abandoned', hiredApplicationId: null }, company.cookie);
    draft = (await create(company, { status: 'draft' })).id;
  });

  const nonOwners = () =>
    [
      ['another company', other.cookie],
      ['an individual', individual.cookie],
      ['a community manager', cm.cookie],
    ] as const;

  async function expectRefused(
    call: (cookie: string) => Promise<{ statusCode: number; json: () => { error: { message: string } } }>,
    jobId: () => string,
  ) {
    for (const [, cookie] of nonOwners()) {
      const res = await call(cookie);
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().error.message).toBe(jobId() === draft ? jobMessages.notFound : jobMessages.notOwner);
    }
  }

  it('edit', () =>
    expectRefused(
      (cookie) => send('PATCH', `/api/jobs/${open}`, cookie, mission()),
      () => open,
    ));
  it('publish a draft', () =>
    expectRefused(
      (cookie) => post(t, `/api/jobs/${draft}/publish`, {}, cookie),
      () => draft,
    ));
  it('close', () =>
    expectRefused(
      (cookie) => post(t, `/api/jobs/${open}/close`, { outcome: 'abandoned', hiredApplicationId: null }, cookie),
      () => open,
    ));
  it('edit or close with a body the form would refuse: still 403/404, never a 400 describing the rules', async () => {
    await expectRefused(
      (cookie) => send('PATCH', `/api/jobs/${open}`, cookie, { title: 'x' }),
      () => open,
    );
    await expectRefused(
      (cookie) => send('PATCH', `/api/jobs/${draft}`, cookie, { title: 'x' }),
      () => draft,
    );
    await expectRefused(
      (cookie) => post(t, `/api/jobs/${open}/close`, { outcome: 'peut-être' }, cookie),
      () => open,
    );
  });
  it('reopen', () =>
    expectRefused(
      (cookie) => post(t, `/api/jobs/${closed}/reopen`, {}, cookie),
      () => closed,
    ));
  it('delete a draft', () =>
    expectRefused(
      (cookie) => send('DELETE', `/api/jobs/${draft}`, cookie),
      () => draft,
    ));
  it("see the mission's applications", () =>
    expectRefused(
      (cookie) => send('GET', `/api/jobs/${open}/applications`, cookie),
      () => open,
    ));

  it('and nothing changed', async () => {
    const rows = await t.db
      .select({ id: missions.id, status: missions.status, title: missions.title })
      .from(missions)
      .where(eq(missions.clientId, company.id));
    const byId = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect([byId[open], byId[closed], byId[draft]]).toEqual(['open', 'closed', 'draft']);
  });
});

describe("'Mes Offres'", () => {
  it('lists my missions in every status, newest first, with application counts; opening the applications marks them seen', async () => {
    const owner = await member(t, 'individual', 'Nadia');
    const first = await create(owner, { title: 'Première mission de Nadia' });
    const second = await create(owner, { title: 'Deuxième mission de Nadia', status: 'draft' });
    await applyAs(cm, first.id);
    await applyAs(cm2, first.id);

    const list = async () =>
      (await send('GET', '/api/me/jobs', owner.cookie)).json().jobs as {
        id: string;
        status: string;
        applicationCount: number;
        newApplicationCount: number;
      }[];
    const before = await list();
    expect(before.map((job) => [job.id, job.status, job.applicationCount, job.newApplicationCount])).toEqual([
      [second.id, 'draft', 0, 0],
      [first.id, 'open', 2, 2],
    ]);

    const opened = await send('GET', `/api/jobs/${first.id}/applications`, owner.cookie);
    expect(opened.statusCode).toBe(200);
    expect((opened.json().applications as { isNew: boolean }[]).map((a) => a.isNew)).toEqual([true, true]);
    expect((await list())[1]).toMatchObject({ applicationCount: 2, newApplicationCount: 0 });
    const reopened = await send('GET', `/api/jobs/${first.id}/applications`, owner.cookie);
    expect((reopened.json().applications as { isNew: boolean }[]).map((a) => a.isNew)).toEqual([false, false]);
  });

  it('is for companies and individuals only', async () => {
    expect((await send('GET', '/api/me/jobs', cm.cookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/me/jobs')).statusCode).toBe(401);
  });
});

describe("the client card's facts", () => {
  it('are honest with no history, then computed from missions, answers and outcomes', async () => {
    const client = await member(t, 'company', 'Torrefaction');
    const draft = await create(client, { status: 'draft' });
    const facts = async (jobId: string) => (await send('GET', `/api/jobs/${jobId}`, client.cookie)).json().job.client.facts;
    expect(await facts(draft.id)).toEqual({
      memberSince: expect.any(String),
      missionsPublished: 0,
      responseRate: null,
      hireRate: null,
      openedInTimeRate: null,
      medianHoursToOpen: null,
    });

    const a = await create(client);
    const b = await create(client);
    const hired = await applyAs(cm, a.id);
    await applyAs(cm2, a.id);
    await applyAs(cm, b.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${hired}`,
      payload: { status: 'accepted' },
      headers: { origin: TEST_ORIGIN, cookie: client.cookie },
    });
    // 1 of 3 answered, nothing closed yet.
    expect(await facts(a.id)).toMatchObject({ missionsPublished: 2, responseRate: 1 / 3, hireRate: null });
    // Closing answers the pending one: 2 of 3 answered; 1 of 1 closed filled here.
    await post(t, `/api/jobs/${a.id}/close`, { outcome: 'filled_here', hiredApplicationId: hired }, client.cookie);
    expect(await facts(b.id)).toMatchObject({ missionsPublished: 2, responseRate: 2 / 3, hireRate: 1 });
    await post(t, `/api/jobs/${b.id}/close`, { outcome: 'abandoned', hiredApplicationId: null }, client.cookie);
    expect(await facts(b.id)).toMatchObject({ responseRate: 1, hireRate: 0.5 });
  });

  it('keep a hire when the mission is reopened and closed again as abandoned (issue 22)', async () => {
    const client = await member(t, 'company', 'Chocolaterie');
    const job = await create(client);
    const hired = await applyAs(cm, job.id);
    const accepted = await send('PATCH', `/api/applications/${hired}`, client.cookie, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    const facts = async () => (await send('GET', `/api/jobs/${job.id}`, client.cookie)).json().job.client.facts;

    expect((await post(t, `/api/jobs/${job.id}/close`, { outcome: 'filled_here', hiredApplicationId: hired }, client.cookie)).statusCode).toBe(200);
    expect(await facts()).toMatchObject({ hireRate: 1 });
    expect((await post(t, `/api/jobs/${job.id}/reopen`, {}, client.cookie)).statusCode).toBe(200);
    expect((await post(t, `/api/jobs/${job.id}/close`, { outcome: 'abandoned', hiredApplicationId: null }, client.cookie)).statusCode).toBe(200);

    expect(await facts()).toMatchObject({ hireRate: 1 });
    const [row] = await t.db.select().from(missions).where(eq(missions.id, job.id));
    expect(row).toMatchObject({ closeOutcome: 'abandoned', hiredApplicationId: hired });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/app';
import { member } from '#server/testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a new community manager', () => {
  it('has the same availability in search and on the profile', async () => {
    const cm = await member(t, 'community_manager', 'Nouvelle');
    const profile = (await t.app.inject({ method: 'GET', url: `/api/profiles/${cm.id}` })).json().profile;
    const search = await t.app.inject({ method: 'GET', url: '/api/search/managers?q=Nouvelle' });
    const card = search.json().items.find((item: { id: string }) => item.id === cm.id);
    expect(card).toBeDefined();
    expect(card.availability).toBe(profile.availability);
    expect(card.remoteOk).toBe(profile.remoteOk);
    // Nobody said whether they are available or work remotely yet (ADR 0052): no 'Disponible' nor 'Ouvert au télétravail' anywhere.
    expect(profile).toMatchObject({ availability: null, remoteOk: false });
  });
});

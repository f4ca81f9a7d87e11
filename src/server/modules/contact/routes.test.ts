import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterMessages } from '#contracts/contact-terms';
import { contactRequests, newsletterSubscriptions, settings } from '#server/db/schema/index';
import { createTestApp, post, type TestApp } from '#server/testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(settings).values({ contactEmail: 'equipe@cmconnect.fr' });
});
afterAll(() => t.close());

const message = {
  name: 'Léa Fontaine',
  email: 'lea@example.fr',
  userType: 'company',
  subject: 'Partenariat',
  message: 'Bonjour, nous aimerions en savoir plus sur vos offres.',
};

describe('contact form', () => {
  it('stores the request and mails it to the contact address of the settings', async () => {
    const res = await post(t, '/api/contact', message);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: contactMessages.sent });
    const rows = await t.db.select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Léa Fontaine', userType: 'company', subject: 'Partenariat' });
    const mail = await t.lastMailTo('equipe@cmconnect.fr');
    expect(mail?.subject).toBe('[Contact] Partenariat');
    expect(mail?.text).toContain('Profil : Entreprise');
    expect(mail?.text).toContain('lea@example.fr');
  });

  it.each([
    ['name', { name: '  ' }, contactMessages.required],
    ['email', { email: 'pas-valide' }, contactMessages.email],
    ['userType', { userType: 'pirate' }, contactMessages.required],
    ['subject', { subject: '' }, contactMessages.required],
    ['message', { message: '' }, contactMessages.required],
  ])('refuses a missing or invalid %s and stores nothing', async (field, override, text) => {
    const before = (await t.db.select().from(contactRequests)).length;
    const res = await post(t, '/api/contact', { ...message, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(text);
    expect(await t.db.select().from(contactRequests)).toHaveLength(before);
  });
});

describe('newsletter', () => {
  it('subscribes once and answers a second subscription politely', async () => {
    const first = await post(t, '/api/newsletter', { email: 'Lecteur@Example.fr' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: newsletterMessages.subscribed, alreadySubscribed: false });
    const second = await post(t, '/api/newsletter', { email: 'lecteur@example.fr' });
    expect(second.json()).toEqual({ message: newsletterMessages.alreadySubscribed, alreadySubscribed: true });
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it('refuses an invalid email', async () => {
    const res = await post(t, '/api/newsletter', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(newsletterMessages.email);
  });
});

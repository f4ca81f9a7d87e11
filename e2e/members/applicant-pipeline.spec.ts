import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectAccessible } from '../accessibility/expect-accessible';
import { expect, registerVerified, signIn, test } from '../fixtures';
import { apiSignIn, payAndApply, publishMission } from './api';
import { uniqueWord } from './missions';

async function signedInPage(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
}

test('a client filters applications, shortlists one, refuses one with a reason and writes to another; they see it', async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100000;
  const title = `Animation Instagram ${uniqueWord('pipe')}`;
  const clientEmail = await registerVerified(request, 'company', `Torréfaction ${suffix}`);
  const names = { shortlisted: `Alice Roux ${suffix}`, refused: `Bruno Petit ${suffix}`, contacted: `Chloé Morel ${suffix}` };
  const emails = {
    shortlisted: await registerVerified(request, 'community_manager', names.shortlisted),
    refused: await registerVerified(request, 'community_manager', names.refused),
    contacted: await registerVerified(request, 'community_manager', names.contacted),
  };

  const clientApi = await playwright.request.newContext({ baseURL });
  await apiSignIn(clientApi, clientEmail);
  const missionId = await publishMission(clientApi, title);
  for (const role of ['shortlisted', 'refused', 'contacted'] as const) {
    const api = await playwright.request.newContext({ baseURL });
    await apiSignIn(api, emails[role]);
    await payAndApply(api, missionId, `Bonjour, je suis ${names[role]} et votre mission me plaît beaucoup.`);
    await api.dispose();
  }
  await clientApi.dispose();

  // The client's pipeline: filters and sort live in the address.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signedInPage(client, clientEmail);
  await client.goto('/dashboard?tab=received');
  await expect(client.getByRole('status')).toHaveText('3 candidatures · page 1 sur 1');
  await client.getByRole('combobox', { name: 'Mission' }).selectOption({ label: `${title} (3)` });
  await client.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'En attente (3)' });
  await client.getByRole('combobox', { name: 'Trier par' }).selectOption({ label: 'Mieux notés' });
  for (const param of [`mission=${missionId}`, 'status=pending', 'sort=rating']) await expect(client).toHaveURL(new RegExp(param));
  // New members have no review: no figure, 'Nouveau'.
  const alice = client.getByRole('article', { name: names.shortlisted });
  await expect(alice.getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(alice.getByRole('link', { name: names.shortlisted, exact: true })).toHaveAttribute('href', /\/profile\//);
  await expectAccessible(client, 'Candidatures reçues, filtered');

  // Shortlist one: it leaves the pending filter and shows under 'Présélectionnée'.
  await alice.getByRole('button', { name: 'Présélectionner' }).click();
  await expect(client.getByRole('article', { name: names.shortlisted })).toHaveCount(0);
  await client.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Présélectionnée (1)' });
  await expect(client.getByRole('article', { name: names.shortlisted }).getByText('Présélectionnée', { exact: true })).toBeVisible();

  // Refuse one, with a reason in the client's own words, after confirming.
  await client.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'En attente (2)' });
  const bruno = client.getByRole('article', { name: names.refused });
  await bruno.getByRole('button', { name: 'Refuser' }).click();
  const dialog = client.getByRole('dialog', { name: 'Refuser la candidature' });
  await dialog.getByRole('radio', { name: 'Autre' }).check();
  await dialog.getByRole('button', { name: 'Refuser la candidature' }).click();
  await expect(dialog.getByText('Précisez le motif du refus.')).toBeVisible();
  await expectAccessible(client, 'the refusal dialog with its error');
  await dialog.getByRole('textbox', { name: 'Précisez le motif' }).fill('Nous cherchons une personne disponible le samedi.');
  await dialog.getByRole('button', { name: 'Refuser la candidature' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(client.getByRole('article', { name: names.refused })).toHaveCount(0);

  // Write to an applicant still pending, without paying: the conversation is about the mission.
  await client
    .getByRole('article', { name: names.contacted })
    .getByRole('link', { name: new RegExp(`^Contacter ${names.contacted}`) })
    .click();
  await expect(client).toHaveURL(/tab=messages/);
  const thread = client.getByRole('region', { name: `Conversation avec ${names.contacted}` });
  await expect(thread.getByRole('link', { name: `À propos de la mission « ${title} »` })).toBeVisible();
  await thread.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour Chloé, pouvez-vous nous montrer un exemple de reel ?');
  await thread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(thread.getByText('Bonjour Chloé, pouvez-vous nous montrer un exemple de reel ?')).toBeVisible();
  await expect(client.getByRole('navigation', { name: 'Conversations' }).getByText(`À propos de la mission « ${title} »`)).toBeVisible();
  await expectAccessible(client, 'a conversation about a mission (client)');
  await clientContext.close();

  // The refused applicant reads the reason.
  const refusedContext = await browser.newContext();
  const refused = await refusedContext.newPage();
  await signedInPage(refused, emails.refused);
  await refused.goto('/dashboard?tab=applications');
  await expect(refused.getByText('Refusée', { exact: true })).toBeVisible();
  await expect(refused.getByText('Nous cherchons une personne disponible le samedi.')).toBeVisible();
  await expectAccessible(refused, 'Mes Candidatures with a refusal reason');
  await refusedContext.close();

  // The contacted applicant's inbox says what the conversation is about.
  const contactedContext = await browser.newContext();
  const contacted = await contactedContext.newPage();
  await signedInPage(contacted, emails.contacted);
  await contacted.goto('/dashboard?tab=messages');
  const conversations = contacted.getByRole('navigation', { name: 'Conversations' });
  await expect(conversations.getByText(`À propos de la mission « ${title} »`)).toBeVisible();
  await conversations.getByRole('link').first().click();
  await expect(
    contacted.getByRole('region', { name: /^Conversation avec/ }).getByText('Bonjour Chloé, pouvez-vous nous montrer un exemple de reel ?'),
  ).toBeVisible();
  await expectAccessible(contacted, 'a conversation about a mission (applicant)');
  await contactedContext.close();
});

test('the admin users search shows its whole placeholder', async ({ page }) => {
  await signIn(page, 'admin@cmconnect.fr');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  const search = page.getByRole('searchbox', { name: 'Rechercher par nom ou email' });
  await expect(search).toBeVisible();
  const { textWidth, room } = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      textWidth: context.measureText(input.placeholder).width,
      room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
  expect(textWidth).toBeLessThanOrEqual(room);
});

import { readFile } from 'node:fs/promises';
import { expect, mailedLink, registerVerified, signIn, test } from '../fixtures';

test('a member changes their password, exports their data, deletes their account and registers again with the same email', async ({
  page,
  browser,
  request,
}) => {
  const email = await registerVerified(request, 'company', 'Claire Dubois', 'ancien-secret');

  // Signed in on a second device too: the password change signs it out.
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await signIn(phonePage, email, 'ancien-secret');
  await expect(phonePage).toHaveURL(/\/dashboard/);

  await signIn(page, email, 'ancien-secret');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Claire Dubois' }).click();
  await page.getByRole('link', { name: 'Paramètres du compte' }).click();
  await expect(page).toHaveURL(/\/dashboard\/compte$/);
  await expect(page.getByRole('heading', { name: 'Paramètres du compte' })).toBeVisible();

  // Two sessions listed, this one marked.
  const sessions = page.getByRole('list', { name: 'Sessions actives' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Cette session')).toBeVisible();

  const passwordForm = page.getByRole('form', { name: 'Changer de mot de passe' });
  await passwordForm.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await passwordForm.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret');
  await passwordForm.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-secret');
  await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(passwordForm.getByRole('alert')).toContainText('Le mot de passe actuel est incorrect');
  await passwordForm.getByLabel('Mot de passe actuel').fill('ancien-secret');
  await passwordForm.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(passwordForm.getByRole('status')).toContainText('Vos autres sessions ont été déconnectées');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await (await phonePage.request.get('/api/me')).json()).user).toBeNull();
  await phone.close();

  // The export downloads a JSON file of the member's data, without any secret.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger mes données' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^cm-connect-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ account: { email }, profile: { fullName: 'Claire Dubois' } });
  expect(exported).not.toMatch(/"(password|token)"/);

  // Deletion asks for the password in a confirmation dialog.
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await dialog.getByLabel('Mot de passe').fill('ancien-secret');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText('Mot de passe incorrect')).toBeVisible();
  await dialog.getByLabel('Mot de passe').fill('nouveau-secret');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?deleted=1/);
  await expect(page.getByRole('status')).toContainText('Votre compte a été supprimé');

  // Nobody can sign in to it any more.
  await signIn(page, email, 'nouveau-secret');
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');

  // The same address can register again.
  await page.goto('/auth/register?type=company');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('troisieme-secret');
  await page.getByLabel('Confirmer le mot de passe').fill('troisieme-secret');
  await page.getByLabel('Nom du contact').fill('Claire Dubois');
  await page.getByLabel("Nom de l'entreprise").fill('Maison Dubois');
  await page.getByRole('combobox', { name: 'Localisation' }).fill('Lyon');
  await page.keyboard.press('Escape');
  await page.getByLabel("Secteur d'activité").selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await page.goto(await mailedLink(request, email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/auth\/login\?verified=1/);
  await signIn(page, email, 'troisieme-secret');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('button', { name: 'Claire Dubois' })).toBeVisible();
});

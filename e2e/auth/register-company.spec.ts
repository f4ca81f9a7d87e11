import { expect, mailedLink, test, uniqueEmail } from '../fixtures';

test('a company registers, verifies its email, signs in, reaches the dashboard and signs out', async ({ page, request }) => {
  const email = uniqueEmail('entreprise');
  await page.goto('/auth/register?type=company');
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Entreprise/ })).toBeChecked();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
  await page.getByLabel('Confirmer le mot de passe').fill('motdepasse-e2e');
  await page.getByLabel('Nom du contact').fill('Claire Dubois');
  await page.getByLabel("Nom de l'entreprise").fill('Maison Dubois');
  await page.getByRole('combobox', { name: 'Localisation' }).fill('Lyon');
  await page.keyboard.press('Escape');
  await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await page.getByLabel("Secteur d'activité").selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Vérifiez votre email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Signing in before verifying explains what to do.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("n'est pas encore vérifiée");

  await page.goto(await mailedLink(request, email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/auth\/login\?verified=1/);
  await expect(page.getByRole('status')).toContainText('Votre adresse email est vérifiée');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Claire Dubois').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Candidatures reçues' })).toBeVisible();

  await page.getByRole('button', { name: 'Claire Dubois' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('button', { name: 'Claire Dubois' })).toHaveCount(0);
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

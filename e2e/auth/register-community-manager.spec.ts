import { expect, mailedLink, test, uniqueEmail } from '../fixtures';

test('a community manager registers with specialties and lands on a community manager dashboard', async ({ page, request }) => {
  const email = uniqueEmail('cm');
  await page.goto('/auth/register');
  // The account type comes first: no other field before it is chosen.
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await page.getByRole('radio', { name: /Community Manager/ }).check();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
  await page.getByLabel('Confirmer le mot de passe').fill('autre-chose');
  await page.getByLabel('Nom complet').fill('Inès Moreau');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(page.getByText('La localisation est requise')).toBeVisible();
  await expect(page.getByText("Vous devez accepter les conditions d'utilisation")).toBeVisible();

  await page.getByLabel('Confirmer le mot de passe').fill('motdepasse-e2e');
  await page.getByRole('combobox', { name: 'Localisation' }).fill('Bordeaux');
  await page.keyboard.press('Escape');
  await page.getByLabel("Secteur d'activité").selectOption({ index: 2 });
  const specialties = page.getByRole('group', { name: 'Spécialités' });
  await specialties.getByRole('checkbox', { name: 'Instagram', exact: true }).check();
  await specialties.getByRole('checkbox', { name: 'TikTok', exact: true }).check();
  await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);

  await page.goto(await mailedLink(request, email, '/api/auth/verify-email'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse-e2e');
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('tab', { name: 'Mes Candidatures' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Candidatures reçues' })).toHaveCount(0);
});

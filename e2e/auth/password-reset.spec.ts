import { expect, mailedLink, signIn, test, uniqueEmail } from '../fixtures';

test('forgot password → mailed link → new password → sign in with it', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('oubli');
  // A fresh, verified account through the API (the registration journey is covered elsewhere).
  const sectors = (await (await request.get('/api/catalog/sectors')).json()).sectors as { name: string }[];
  const registered = await request.post('/api/accounts/register', {
    data: {
      userType: 'individual',
      email,
      password: 'ancien-secret',
      confirmPassword: 'ancien-secret',
      fullName: 'Paul Girard',
      location: 'Nantes',
      industrySector: sectors[0]!.name,
      specialties: [],
      acceptTerms: true,
      searchRadiusKm: 50,
    },
  });
  expect(registered.status()).toBe(201);
  await request.get(await mailedLink(request, email, '/api/auth/verify-email'));

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Envoyer les instructions' }).click();
  await expect(page.getByText(`Un email contenant les instructions de réinitialisation de mot de passe a été envoyé à ${email}.`)).toBeVisible();

  await page.goto(await mailedLink(request, email, '/api/auth/reset-password/'));
  // On the address the app was opened at (127.0.0.1), not on localhost.
  await expect(page).toHaveURL(
    (url) => url.origin === new URL(baseURL!).origin && url.pathname === '/auth/reset-password' && url.searchParams.has('token'),
  );
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-secret');
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-secret');
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Votre mot de passe a été réinitialisé avec succès')).toBeVisible();

  await signIn(page, email, 'ancien-secret');
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
  await signIn(page, email, 'nouveau-secret');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('the reset page without a token goes to the login page', async ({ page }) => {
  await page.goto('/auth/reset-password');
  await expect(page).toHaveURL(/\/auth\/login/);
});

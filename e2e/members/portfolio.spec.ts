import sharp from 'sharp';
import { currentUserId, expect, registerVerified, signIn, test } from '../fixtures';

/*
 * A new community manager's profile shows nothing they did not enter ('Nouveau', no rate); the
 * first steps lead them on, the meter moves as they go, and a portfolio sample shows on their profile.
 */
test('a new community manager sees an honest profile, completes a step, and adds a portfolio sample shown on the profile', async ({ page }) => {
  const name = `Lison Marchand ${Date.now() % 100000}`;
  await signIn(page, await registerVerified(page.request, 'community_manager', name));
  await expect(page).toHaveURL(/\/dashboard/);
  const id = await currentUserId(page);

  // The dashboard's first steps, from zero.
  await expect(page.getByRole('heading', { name: 'Vos premiers pas' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profil complété' })).toHaveAttribute('aria-valuenow', '0');

  // The public profile: 'Nouveau', and no rate, experience or availability nobody entered.
  await page.goto(`/profile/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Nouveau', { exact: true })).toBeVisible();
  await expect(main.getByText(/€/)).toHaveCount(0);
  await expect(main.getByText('Tarif horaire')).toHaveCount(0);
  await expect(main.getByText(/d'expérience|\(0 avis\)|4,0/)).toHaveCount(0);
  await expect(main.getByText(/^(Disponible|Indisponible)$/)).toHaveCount(0);

  // 'Mon Profil': the meter says what to do next; adding a photo moves it on.
  await page.goto('/dashboard?tab=profile');
  const meter = page.getByRole('progressbar', { name: 'Profil complété' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('Prochaine étape : Ajoutez une photo')).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#4f46e5' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Choisir une photo').setInputFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '12');
  await expect(page.getByText('Prochaine étape : Ajoutez un titre à votre profil')).toBeVisible();

  // A work sample with its image.
  const sample = `Campagne des halles ${Date.now() % 100000}`;
  await page.getByLabel('Titre', { exact: true }).fill(sample);
  const visual = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'visuel.png', mimeType: 'image/png', buffer: visual });
  await page.getByLabel('Lien (optionnel)').fill('https://www.instagram.com/p/halles');
  await page.getByLabel('Description (optionnelle)').fill('Trois mois d’animation, +35 % d’abonnés.');
  await page.getByRole('button', { name: 'Ajouter au portfolio' }).click();
  await expect(page.getByText('Réalisation ajoutée au portfolio')).toBeVisible();
  await expect(page.getByText('1 / 12 réalisations')).toBeVisible();
  await expect(meter).toHaveAttribute('aria-valuenow', '25');

  // The public profile shows it (its cached page was dropped by the change).
  await page.goto(`/profile/${id}`);
  await expect(main.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
  await expect(main.getByRole('heading', { name: sample })).toBeVisible();
  await expect(main.getByText('Trois mois d’animation, +35 % d’abonnés.')).toBeVisible();
  await expect(main.locator('img[src^="/uploads/portfolio/"]')).toHaveCount(1);
  await expect(main.getByRole('link', { name: /Voir la réalisation/ })).toHaveAttribute('href', 'https://www.instagram.com/p/halles');
});

import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { currentUserId, expect, registerVerified, signIn, test } from '../fixtures';
import { uniqueWord } from './missions';

const UPLOADED_PHOTO = /^\/uploads\/avatars\/[0-9a-f-]{36}-(256|64)\.webp$/;
const photoOf = (page: Page, scope = page.locator('main')) => scope.locator('img[src^="/uploads/avatars/"]');

/*
 * A new community manager fills in 'Mon Profil' and finds it at once where clients look: the
 * public profile (photo, headline, rates, skill bars) and the search results (a headline word, the photo).
 */
test('a community manager edits headline, rates and skills, uploads a photo, and sees them on the public profile and in search', async ({ page }) => {
  const name = `Inès Garnier ${Date.now() % 100000}`;
  await signIn(page, await registerVerified(page.request, 'community_manager', name));
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('tab', { name: 'Mon Profil' }).click();

  // A text file named .png is refused from its bytes; a real photo is taken and shown at once.
  const photoInput = page.getByLabel('Choisir une photo');
  await photoInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('pas une image\n'.repeat(50)) });
  await expect(page.getByRole('alert')).toHaveText("Ce fichier n'est pas une image JPEG, PNG, WebP ou GIF.");
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d2691e' } })
    .jpeg()
    .toBuffer();
  await photoInput.setInputFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo de profil mise à jour')).toBeVisible();
  await expect(photoOf(page).first()).toHaveAttribute('src', UPLOADED_PHOTO);
  await expect(page.getByLabel('Changer la photo')).toBeAttached();

  const word = uniqueWord('fromagerie');
  const headline = `Community manager des ${word} et caves`;
  await page.getByLabel('Titre du profil').fill(headline);
  await page.getByLabel('Biographie').fill('J’anime les comptes des commerces de bouche lyonnais depuis six ans.');
  await page.getByLabel('Tarif horaire minimum (€)').fill('45');
  await page.getByLabel('Tarif horaire maximum (€)').fill('70');
  await page.getByLabel("Années d'expérience").fill('6');
  await page.getByLabel('Ajouter une compétence').selectOption({ label: 'Instagram' });
  await page.getByLabel('Niveau en Instagram').selectOption({ label: '5 – Expert' });
  await page.getByRole('checkbox', { name: 'Anglais' }).check();
  // A rule the API shares with the form, in French, before anything is sent.
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('http://linkedin.com/in/ines');
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Indiquez une adresse complète commençant par https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/ines');
  await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(page.getByText('Profil enregistré')).toBeVisible();

  // The public profile shows it.
  await page.getByRole('link', { name: 'Voir mon profil public' }).click();
  await expect(page).toHaveURL(`/profile/${await currentUserId(page)}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(headline)).toBeVisible();
  await expect(page.getByText('45 – 70 €/h').first()).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Instagram' })).toHaveAttribute('aria-valuenow', '5');
  await expect(page.getByText(/Anglais/).first()).toBeVisible();
  await expect(photoOf(page).first()).toHaveAttribute('src', UPLOADED_PHOTO);

  // Search finds the member by a word of the new headline.
  await page.goto('/search?type=managers');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const card = page.locator('main a[href^="/profile/"]').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.locator('main').getByText(headline)).toBeVisible();
  // The result carries the photo.
  await expect(photoOf(page, page.getByRole('listitem').filter({ hasText: name }))).toHaveAttribute('src', UPLOADED_PHOTO);
});

import sharp from 'sharp';
import { DEMO, expect, signIn, test } from '../fixtures';

/** A real 1200×600 PNG, as a photo an admin would pick. */
const coverPng = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 230, g: 80, b: 60 } } })
    .png()
    .toBuffer();

test('an admin publishes an article with an image and finds it on /blog', async ({ page }) => {
  const title = `Les Reels qui marchent ${Date.now()}`;

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { name: 'Gestion du blog' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouvel article' }).click();
  const form = page.getByRole('form', { name: 'Nouvel article' });
  await form.getByLabel('Titre', { exact: true }).fill(title);
  await form.getByLabel('Extrait').fill('Trois formats courts testés sur un mois.');
  await form.getByLabel('Contenu', { exact: true }).fill('## Le format\n\nDes vidéos **courtes** et rythmées.');
  await form.getByRole('tab', { name: 'Aperçu' }).click();
  await expect(form.getByRole('heading', { name: 'Le format' })).toBeVisible();
  await form.getByRole('tab', { name: 'Écrire' }).click();

  await form.getByLabel('Choisir une image').setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: await coverPng() });
  await expect(form.getByAltText("Aperçu de l'image")).toBeVisible();
  await form.getByLabel('Catégorie').fill('Tendances');
  await expect(form.getByLabel("Publier l'article")).not.toBeChecked();
  await form.getByLabel("Publier l'article").check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();

  // In the back-office list: published, with its re-encoded image.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Publié')).toBeVisible();
  await expect(card.locator('img[src^="/uploads/blog/"][src$=".webp"]')).toBeVisible();

  // On the public blog, and its page.
  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('courtes', { exact: true })).toBeVisible();
  const cover = page.locator('article img[src^="/uploads/blog/"]');
  await expect(cover).toBeVisible();
  const image = await page.request.get((await cover.getAttribute('src'))!);
  expect(image.headers()['content-type']).toBe('image/webp');

  // Deleted after confirmation: gone from the back-office and the public blog (the other
  // journeys count the demo's six articles).
  await page.goto('/admin/blog');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .getByRole('button', { name: /Supprimer/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Êtes-vous sûr de vouloir supprimer cet article ?');
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeHidden();
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(6);
});

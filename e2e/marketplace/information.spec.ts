import { expect, test, withLateScripts } from '../fixtures';

test('blog: search, category filter and empty state', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(6);
  await page.getByRole('group', { name: 'Filtrer par catégorie' }).getByRole('button', { name: 'Guide', exact: true }).click();
  await expect(page).toHaveURL(/category=Guide/);
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('zzzz inexistant');
  await expect(page.getByText('Aucun article ne correspond à votre recherche.')).toBeVisible();
  await page.getByRole('button', { name: 'Voir tous les articles' }).click();
  await expect(page.getByRole('article')).toHaveCount(6);

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/min de lecture/).first()).toBeVisible();
});

test('text typed in the blog search before the page has hydrated is searched, not lost', async ({ page }) => {
  await withLateScripts(page);
  await page.goto('/blog', { waitUntil: 'commit' });
  await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('zzzz inexistant');
  await expect(page.getByText('Aucun article ne correspond à votre recherche.')).toBeVisible();
  await expect(page).toHaveURL(/q=zzzz/);
});

test('before the blog has hydrated, Enter in its search still searches and the newsletter waits for its code', async ({ page }) => {
  await withLateScripts(page);
  await page.goto('/blog', { waitUntil: 'commit' });
  const subscribe = page.getByRole('button', { name: "S'inscrire" });
  await expect(subscribe).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Rechercher un article' }).fill('zzzz inexistant');
  await page.getByRole('searchbox', { name: 'Rechercher un article' }).press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=zzzz/);
  await expect(page.getByText('Aucun article ne correspond à votre recherche.')).toBeVisible();
  await expect(subscribe).toBeEnabled();
});

test('contact form: sent, confirmed and cleared', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Formulaire de contact' });
  await form.getByLabel('Nom complet').fill('Léa Fontaine');
  await form.getByLabel('Email').fill('lea.fontaine@example.fr');
  await form.getByLabel('Vous êtes').selectOption({ label: 'Entreprise' });
  await form.getByLabel('Sujet').fill('Partenariat');
  await form.getByLabel('Message').fill('Bonjour, nous aimerions présenter nos missions.');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Votre message a été envoyé avec succès. Nous vous répondrons dans les plus brefs délais.')).toBeVisible();
  await expect(form.getByLabel('Nom complet')).toHaveValue('');
});

test('registration: location suggestions chosen with the keyboard', async ({ page }) => {
  await page.goto('/auth/register?type=community_manager');
  const location = page.getByRole('combobox', { name: 'Localisation' });
  await location.fill('Bord');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions de localisation' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5);
  await location.press('ArrowDown');
  await location.press('Enter');
  await expect(location).toHaveValue('Bordeaux');
  await expect(suggestions).toBeHidden();

  await location.fill('Gen');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await location.press('Escape');
  await expect(suggestions).toBeHidden();
});

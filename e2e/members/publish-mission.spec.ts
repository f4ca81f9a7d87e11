import { expect, registerVerified, signIn, test } from '../fixtures';
import { fillMission, searchMissions, uniqueWord } from './missions';

test('a new company publishes a mission from Mes Offres, finds it in search, edits it and closes it; a draft stays private', async ({
  page,
  browser,
}) => {
  // A long journey (four screens, two searches, two forms) on a shared machine.
  test.setTimeout(180_000);
  const email = await registerVerified(page.request, 'company', 'Maison Quokka');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);

  // Publish from 'Mes Offres' (empty at first).
  await page.goto('/dashboard?tab=offers');
  await expect(page.getByText("Vous n'avez publié aucune mission pour le moment.")).toBeVisible();
  await page.getByRole('link', { name: 'Publier une mission' }).click();
  await expect(page).toHaveURL(/\/dashboard\/missions\/new$/);
  const first = uniqueWord('quokka');
  await fillMission(page, `Animation Instagram ${first}`);
  await page.getByRole('button', { name: 'Publier la mission' }).click();
  await expect(page).toHaveURL(/tab=offers/);
  const card = page.getByRole('article', { name: `Animation Instagram ${first}` });
  await expect(card.getByText('En cours')).toBeVisible();
  await expect(card.getByText('0 candidature')).toBeVisible();

  // Search finds it at once, in Lyon.
  await searchMissions(page, first);
  const result = page.locator('main a[href^="/jobs/"]').filter({ hasText: first });
  await expect(result).toHaveCount(1);
  await result.click();
  await expect(page.getByRole('heading', { level: 1, name: `Animation Instagram ${first}` })).toBeVisible();
  await expect(page.getByText('Vous avez publié cette mission.')).toBeVisible();
  await expect(page.getByText('Missions publiées')).toBeVisible();

  // Edit: the new title word is found, the old one no more.
  await page.goto('/dashboard?tab=offers');
  await card.getByRole('link', { name: 'Modifier' }).click();
  await expect(page.getByLabel('Titre de la mission')).toHaveValue(`Animation Instagram ${first}`);
  await expect(page.getByRole('combobox', { name: 'Localisation' })).toHaveValue('Lyon');
  const second = uniqueWord('wombat');
  await page.getByLabel('Titre de la mission').fill(`Animation TikTok ${second}`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(/tab=offers/);
  await searchMissions(page, second);
  await expect(page.locator('main a[href^="/jobs/"]').filter({ hasText: second })).toHaveCount(1);

  // Close with an outcome: no longer in search.
  await page.goto('/dashboard?tab=offers');
  const edited = page.getByRole('article', { name: `Animation TikTok ${second}` });
  await edited.getByRole('button', { name: 'Clôturer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clôturer la mission' });
  await dialog.getByLabel('Pourvue ailleurs').check();
  await dialog.getByRole('button', { name: 'Clôturer la mission' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited.getByText('Terminée')).toBeVisible();
  await expect(edited.getByText(/Pourvue ailleurs/)).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Rouvrir' })).toBeVisible();
  await searchMissions(page, second);
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();

  // A draft: listed for its owner only.
  await page.goto('/dashboard/missions/new');
  const draftWord = uniqueWord('numbat');
  await fillMission(page, `Brouillon ${draftWord}`);
  await page.getByLabel('Enregistrer comme brouillon').check();
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page).toHaveURL(/tab=offers/);
  const draft = page.getByRole('article', { name: `Brouillon ${draftWord}` });
  await expect(draft.getByText('Brouillon', { exact: true })).toBeVisible();
  const editHref = await draft.getByRole('link', { name: 'Modifier' }).getAttribute('href');
  const draftId = editHref!.split('/')[3]!;
  // Its owner previews it from its title.
  await draft.getByRole('link', { name: `Brouillon ${draftWord}` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${draftId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Brouillon ${draftWord}` })).toBeVisible();
  await expect(page.getByText("Cette mission est un brouillon : elle n'est pas encore publiée.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier la mission' })).toHaveAttribute('href', `/dashboard/missions/${draftId}/edit`);

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(new URL(`/jobs/${draftId}`, page.url()).href);
  await expect(anonymous.getByRole('heading', { name: 'Mission introuvable' })).toBeVisible();
  await visitor.close();
  await searchMissions(page, draftWord);
  await expect(page.getByText('Aucun résultat trouvé')).toBeVisible();
});

import { DEMO, expect, signIn, test } from '../fixtures';

const SECTOR = 'Aéronautique';
const SKILL = 'Marketing sonore';

test('an admin adds a featured sector and a skill; members see them at registration, in the search filters and first in the quick search', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // Screen 8: a featured sector.
  await page.goto('/admin/industries');
  await expect(page.getByRole('heading', { name: "Secteurs d'activité", level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un secteur' }).click();
  await page.getByLabel('Nom du secteur').fill(SECTOR);
  await page.getByLabel('Description').fill('Compagnies aériennes, aéroports et sous-traitants.');
  await page.getByLabel('Mettre en avant ce secteur').check();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByRole('button', { name: `Modifier ${SECTOR}` })).toBeVisible();
  await expect(page.getByLabel('Nom du secteur')).toHaveCount(0);

  // Screen 5: a skill in a category, found by the search.
  await page.goto('/admin/skills');
  await expect(page.getByRole('heading', { name: 'Gestion des compétences', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une compétence' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une compétence' });
  await form.getByLabel('Nom').fill(SKILL);
  await form.getByLabel('Catégorie').selectOption({ index: 1 });
  await form.getByLabel('Description').fill('Podcasts, jingles et identité sonore des marques.');
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('sonore');
  await expect(page).toHaveURL(/q=sonore/);
  await expect(page.getByRole('cell', { name: SKILL, exact: true })).toBeVisible();
  await expect(page.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeVisible();

  // A visitor in another browser: registration, the search filters, the home page's quick search.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/auth/register?type=community_manager');
  await expect(visitor.getByLabel("Secteur d'activité").locator('option', { hasText: SECTOR })).toHaveCount(1);
  await expect(visitor.getByRole('group', { name: 'Spécialités' }).getByRole('checkbox', { name: SKILL, exact: true })).toBeVisible();

  await visitor.goto('/search');
  await expect(visitor.getByRole('group', { name: 'Spécialités' }).getByRole('checkbox', { name: SKILL, exact: true })).toBeVisible();
  await expect(visitor.getByRole('group', { name: "Secteur d'activité" }).getByRole('radio', { name: SECTOR })).toBeVisible();

  await visitor.goto('/');
  const quick = visitor.getByRole('search', { name: 'Recherche rapide' });
  await expect(quick.getByLabel("Secteur d'activité").locator('option').nth(1)).toHaveText(SECTOR);
  await visitor.context().close();
});

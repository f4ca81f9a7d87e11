import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** A word no demo mission contains, so search finds only ours. */
export const uniqueWord = (prefix: string) =>
  prefix + Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Fills the mission form ('Mes Offres' → 'Publier une mission') with a valid mission in Lyon. */
export async function fillMission(page: Page, title: string) {
  await page.getByLabel('Titre de la mission').fill(title);
  await page.getByLabel('Description').fill('Nous cherchons une personne pour animer nos réseaux sociaux trois fois par semaine.');
  await page.getByLabel('Type de contrat').selectOption({ label: 'Freelance' });
  await page.getByLabel('Durée').fill('3 mois');
  await page.getByLabel('Budget minimum (€)').fill('500');
  await page.getByLabel('Budget maximum (€)').fill('900');
  await page.getByRole('combobox', { name: 'Localisation' }).fill('Lyo');
  await page.getByRole('option', { name: /^Lyon/ }).first().click();
  await page.getByRole('button', { name: 'Ajouter une exigence' }).click();
  await page.getByLabel('Exigence 1', { exact: true }).fill('Un portfolio de marques locales');
  await page.getByRole('checkbox', { name: 'Instagram', exact: true }).check();
}

/** Searches missions for `word` on the search page. */
export async function searchMissions(page: Page, word: string) {
  await page.goto('/search?type=jobs');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

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
  // The skill (the brief's networks have an 'Instagram' box too).
  await page
    .getByRole('group', { name: /Compétences requises/ })
    .getByRole('checkbox', { name: 'Instagram', exact: true })
    .check();
}

/** A day `days` from now, as a date field takes it (`2026-12-01`). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const VOLUME_LABELS = ['Publications par mois', 'Stories par mois', 'Vidéos courtes par mois', 'Heures de modération par mois'];

/** Fills the application form's bid: a price, its basis, a start, and each volume the brief asks for. */
export async function fillBid(page: Page, { amount = '900', basis = 'Par mois', months = '', start = dayFromNow(14), volume = '10' } = {}) {
  await page.getByLabel('Prix (€)').fill(amount);
  await page.getByRole('radio', { name: basis }).check();
  // A total says how many months it covers (ADR 0055 §6).
  if (months) await page.getByLabel('Nombre de mois couverts par ce prix').fill(months);
  await page.getByLabel('Disponible à partir du').fill(start);
  for (const label of VOLUME_LABELS) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.count()) > 0) await field.fill(volume);
  }
}

/** Searches missions for `word` on the search page. */
export async function searchMissions(page: Page, word: string) {
  await page.goto('/search?type=jobs');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

import type { Locator } from '@playwright/test';
import { expectAccessible } from '../accessibility/expect-accessible';
import { DEMO, expect, signIn, test } from '../fixtures';

/** '12,5 / 20 pts' → 12.5 */
const points = (text: string) => Number(text.split(' / ')[0]!.replace(',', '.'));

/** Opens a card's 'Pourquoi ce résultat ?' and answers its score and the sum of the parts it lists. */
async function openExplanation(card: Locator) {
  const why = card.getByRole('button', { name: 'Pourquoi ce résultat ?' });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await why.click();
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  const scoreLine = card.getByText(/^Score de pertinence : [\d,]+ sur 100$/);
  await expect(scoreLine).toBeVisible();
  const score = Number((await scoreLine.textContent())!.match(/([\d,]+) sur 100/)![1]!.replace(',', '.'));
  const parts = (await card.getByText(/^[\d,]+ \/ \d+ pts$/).allTextContents()).map(points);
  return { score, parts };
}

test.describe('the explanation of a result', () => {
  test('a visitor sees why each community manager is where it is, and how the ranking works', async ({ page }) => {
    await page.goto('/search?type=managers&q=instagram');
    const cards = page.locator('main ul > li').filter({ has: page.getByRole('button', { name: 'Pourquoi ce résultat ?' }) });
    await expect(cards.first()).toBeVisible();

    const first = await openExplanation(cards.nth(0));
    const second = await openExplanation(cards.nth(1));
    // Each score is the sum of the parts shown (rounded to a tenth each), and orders the list. No
    // city searched: the distance line shows no figure ('aucun point'), nor the rating's without reviews.
    for (const { score, parts } of [first, second]) {
      expect(parts.length).toBeGreaterThanOrEqual(3);
      expect(parts.length).toBeLessThanOrEqual(4);
      expect(Math.abs(parts.reduce((sum, part) => sum + part, 0) - score)).toBeLessThanOrEqual(0.25);
    }
    expect(first.score).toBeGreaterThanOrEqual(second.score);
    await expect(cards.nth(0).getByText('Correspondance avec votre recherche', { exact: false })).toBeVisible();
    await expect(cards.nth(0).getByText(/^Mise à jour du profil : /)).toBeVisible();
    await expect(cards.nth(0).getByRole('listitem').filter({ hasText: 'Distance de la ville recherchée' })).toContainText('aucun point');
    await expect(cards.nth(0).getByText(/^Mots trouvés : instagram$/)).toBeVisible();

    await cards.nth(0).getByRole('link', { name: 'Comment fonctionne le classement' }).click();
    await expect(page).toHaveURL(/\/classement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comment fonctionne le classement' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Community Managers/ }).getByRole('row', { name: /Note moyenne des avis 15/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Community Managers/ }).getByRole('row', { name: /Mise à jour du profil 5/ })).toBeVisible();
    const missions = page.getByRole('table', { name: /^Missions/ });
    await expect(
      missions.getByRole('row', { name: /^Correspondance avec votre recherche 60 Les mots tapés trouvés dans le titre de la mission/ }),
    ).toBeVisible();
    await expect(missions.getByRole('row', { name: /^Brief renseigné 10/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Comment fonctionne le classement' })).toHaveAttribute(
      'href',
      '/classement',
    );
  });

  test('without words, a mission says which order placed it', async ({ page }) => {
    await page.goto('/search?type=jobs');
    await expect(page.getByRole('link', { name: 'Comment fonctionne le classement' }).first()).toHaveAttribute('href', '/classement');
    const card = page
      .locator('main ul > li')
      .filter({ has: page.getByRole('button', { name: 'Pourquoi ce résultat ?' }) })
      .first();
    await card.getByRole('button', { name: 'Pourquoi ce résultat ?' }).click();
    await expect(card.getByText('Sans mots-clés, les missions sont classées de la plus récente à la plus ancienne.')).toBeVisible();
  });

  test('signed in, the explanation and the public page are accessible at 1280 and 360 px', async ({ page }) => {
    await signIn(page, DEMO.company);
    await expect(page).toHaveURL(/\/dashboard/);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/search?type=managers&q=instagram');
      const card = page
        .locator('main ul > li')
        .filter({ has: page.getByRole('button', { name: 'Pourquoi ce résultat ?' }) })
        .first();
      await card.getByRole('button', { name: 'Pourquoi ce résultat ?' }).click();
      await expect(card.getByText(/^Mise à jour du profil : /)).toBeVisible();
      await expectAccessible(page, `the search with an explanation open, signed in, at ${width} px`);
      await page.goto('/classement');
      await expect(page.getByRole('table', { name: /^Missions/ })).toBeVisible();
      await expectAccessible(page, `/classement signed in at ${width} px`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the explanation opens from the keyboard and fits the screen', async ({ page }) => {
      await page.goto('/search?type=jobs&q=community');
      const card = page
        .locator('main ul > li')
        .filter({ has: page.getByRole('button', { name: 'Pourquoi ce résultat ?' }) })
        .first();
      const why = card.getByRole('button', { name: 'Pourquoi ce résultat ?' });
      await why.focus();
      await page.keyboard.press('Enter');
      await expect(why).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('Date de publication', { exact: false })).toBeVisible();
      await expect(card.getByText(/^Brief renseigné : Renseigné à \d+ %$/)).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      const box = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      await expectAccessible(page, "the missions' search with an explanation open at 360 px");
    });

    test("'Comment fonctionne le classement' fits the screen and is accessible", async ({ page }) => {
      await page.goto('/classement');
      await expect(page.getByRole('table', { name: /^Missions/ })).toBeVisible();
      await expectAccessible(page, '/classement at 360 px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

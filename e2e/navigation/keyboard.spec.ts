import { expect, test } from '../fixtures';

test('the first tab stop skips to the main content, on public and account pages alike', async ({ page }) => {
  for (const path of ['/', '/search', '/auth/login']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main'), path).toBeFocused();
  }
});

test('on search the keyword field is among the first tab stops, and the tab panel shows its focus', async ({ page }) => {
  await page.goto('/search');
  const keywords = page.getByRole('searchbox');
  await expect(keywords).toBeVisible();
  let stops = 0;
  let panelOutline = '';
  while (stops < 20 && !(await keywords.evaluate((element) => element === document.activeElement))) {
    await page.keyboard.press('Tab');
    stops += 1;
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('role') === 'tabpanel' ? getComputedStyle(element).outlineStyle : null;
    });
    if (focused) panelOutline = focused;
  }
  expect(stops).toBeLessThanOrEqual(15);
  expect(panelOutline).not.toBe('');
  expect(panelOutline).not.toBe('none');
});

test('on search the tabs move with the arrow keys, Home and End, and the address follows the chosen tab', async ({ page }) => {
  await page.goto('/search');
  const managers = page.getByRole('tab', { name: 'Community Managers' });
  const missions = page.getByRole('tab', { name: 'Missions' });
  await expect(managers).toHaveAttribute('aria-selected', 'true');
  // The tab list answers the keys once its code has arrived and hydrated what the server sent (a
  // focus it was not there to see is given again).
  await expect(async () => {
    await page.getByRole('searchbox').focus();
    await managers.focus();
    await page.keyboard.press('End');
    await expect(missions).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass();
  await expect(missions).toBeFocused();
  await expect(page).toHaveURL(/type=jobs/);
  await expect(page.locator('main a[href^="/jobs/"]').first()).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(managers).toBeFocused();
  await expect(managers).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/type=jobs/);
  await page.keyboard.press('ArrowLeft');
  await expect(missions).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(managers).toBeFocused();
  await expect(managers).toHaveAttribute('aria-selected', 'true');
});

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

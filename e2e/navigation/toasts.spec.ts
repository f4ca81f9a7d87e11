import { expect, registerVerified, signIn, test } from '../fixtures';

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any point. */
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a toast never covers the header's bell, messages and menu, on a computer or a phone, and closes with a French button", async ({
  page,
  request,
}) => {
  await signIn(page, await registerVerified(request, 'company', 'Agence Toast'));
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/dashboard/compte');
    await page.getByRole('checkbox').first().click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Vos préférences ont été enregistrées.' });
    const close = toast.getByRole('button', { name: 'Fermer la notification' });
    await expect(close).toBeVisible();
    // Sonner slides the toast in: measured once it has settled.
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await page.waitForTimeout(600);
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(overlap((await toast.boundingBox())!, header), `the toast leaves the header free at ${viewport.width} px`).toBe(false);
    expect(overlap((await close.boundingBox())!, header), `its close button leaves the header free at ${viewport.width} px`).toBe(false);
    await close.click();
    await expect(toast).toHaveCount(0);
  }
});

import type { BrowserContextOptions, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { currentUserId, DEMO, expect, registerVerified, signIn, test } from '../fixtures';
import { expectAccessible } from './expect-accessible';

/** Opens `path`, waits for its content, then scans it. */
async function scan(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, path);
}

/** The tests of this group run signed in as `email` (one sign-in for the whole group). */
function signedInAs(email: string, landing: RegExp) {
  let state: BrowserContextOptions['storageState'];
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page).toHaveURL(landing);
    state = await context.storageState();
    await context.close();
  });
  // Playwright reads a fixture's dependencies from its first parameter's pattern: it must be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  test.use({ storageState: async ({}, use) => use(state) });
}

/** An id from a public list of the API. */
async function firstId(page: Page, path: string, list: 'items' | 'posts'): Promise<string> {
  const body = (await (await page.request.get(path)).json()) as Record<typeof list, { id: string }[]>;
  return body[list][0]!.id;
}

test.describe('public pages', () => {
  const pages = [
    '/',
    '/search',
    '/search?type=jobs',
    // Every filter and the sort in force (ADR 0048).
    '/search?type=managers&location=Lyon&lat=45.75&lon=4.85&radius=50&sort=rate_asc&minRating=4&available=1&language=Anglais',
    '/search?type=jobs&sort=budget_desc&budgetMin=500&contract=freelance&workMode=onsite&published=30d',
    '/blog',
    '/pricing',
    '/about',
    '/contact',
    '/faq',
    '/testimonials',
    '/guides',
    '/webinars',
    '/terms',
    '/privacy',
    '/classement',
    '/transparence',
  ];
  for (const path of pages) test(path, async ({ page }) => scan(page, path));

  test('a community manager profile', async ({ page }) => scan(page, `/profile/${await firstId(page, '/api/search/managers', 'items')}`));
  test('a mission', async ({ page }) => scan(page, `/jobs/${await firstId(page, '/api/search/jobs', 'items')}`));
  test('a blog article', async ({ page }) => scan(page, `/blog/${await firstId(page, '/api/blog', 'posts')}`));
  test("the search with a result's explanation open", async ({ page }) => {
    await scan(page, '/search?type=managers&q=instagram');
    await page.getByRole('button', { name: 'Pourquoi ce résultat ?' }).first().click();
    await expect(page.getByText(/^Score de pertinence/).first()).toBeVisible();
    await expectAccessible(page, "the search with a result's explanation open");
  });
  test('an unknown address (404)', async ({ page }) => scan(page, '/page-qui-n-existe-pas'));
  test('a complaint link that is not valid', async ({ page }) => scan(page, '/contester/lien-inconnu'));
  test('/transparence at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await scan(page, '/transparence');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
  test("a profile's 'Signaler' form, opened and refused empty, at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/profile/${await firstId(page, '/api/search/managers', 'items')}`);
    await page.getByRole('button', { name: /^Signaler le profil de/ }).click();
    const form = page.getByRole('dialog', { name: 'Signaler un contenu' });
    await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(form.getByText('Choisissez un motif.')).toBeVisible();
    await expectAccessible(page, "the 'Signaler' form at 360 px");
  });
});

test.describe('account pages', () => {
  for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password', '/alertes/desinscription?token=invalide'])
    test(path, async ({ page }) => scan(page, path));

  test('the login form submitted empty', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Connexion', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'the login form submitted empty');
  });

  test('the registration with its location suggestions open', async ({ page }) => {
    await scan(page, '/auth/register?type=company');
    await page.getByRole('combobox', { name: 'Localisation' }).fill('Ly');
    await expect(page.getByRole('listbox', { name: 'Suggestions de localisation' })).toBeVisible();
    // The field and its list only: while the list is open React Aria hides the rest of the page
    // from screen readers with aria-hidden (ADR 0045), which axe reports for the page around it.
    await expectAccessible(page, 'the location suggestions', ['[role="combobox"]', '[role="listbox"]']);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const type of ['managers', 'jobs']) {
    test(`the search's filters on a phone (${type}), opened`, async ({ page }) => {
      await page.goto(`/search?type=${type}&location=Lyon&lat=45.75&lon=4.85`);
      await page.getByRole('button', { name: /^Filtres/ }).click();
      await expect(page.getByRole('combobox', { name: 'Rayon' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `the search's filters at 360 px (${type})`);
    });
  }

  test("a result's explanation, opened on a phone", async ({ page }) => {
    await page.goto('/search?type=jobs&q=community');
    await page.getByRole('button', { name: 'Pourquoi ce résultat ?' }).first().click();
    await expect(page.getByText(/^Score de pertinence/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, "a result's explanation at 360 px");
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu, opened', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu mobile' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the opened mobile menu');
  });
});

test.describe('a community manager', () => {
  signedInAs(DEMO.communityManager, /\/dashboard/);
  for (const path of [
    '/dashboard?tab=overview',
    '/dashboard?tab=messages',
    '/dashboard?tab=applications',
    '/dashboard?tab=favourites',
    '/dashboard?tab=profile',
    '/dashboard?tab=subscription',
    '/dashboard/compte',
    '/stripe/success',
    '/stripe/cancel',
    '/notifications',
  ]) {
    test(path, async ({ page }) => scan(page, path));
  }

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    // Each tab's panel is loaded on its own (the requested one ahead): scanned once it is there.
    for (const tab of ['overview', 'messages', 'applications', 'favourites', 'profile', 'subscription', 'searches']) {
      test(`the dashboard's tab ${tab} at 360 px`, async ({ page }) => scan(page, `/dashboard?tab=${tab}`));
    }

    test("the bell's menu, opened, within the screen", async ({ page }) => {
      await page.goto('/dashboard?tab=overview');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const menu = page.getByRole('region', { name: 'Notifications' });
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, "the bell's menu at 360 px");
      await menu.getByRole('link', { name: 'Voir tout' }).click();
      await expect(page).toHaveURL(/\/notifications$/);
    });
  });

  test('the card simulator, its errors shown', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/search/jobs')).json()) as { items: { id: string }[] };
    const pay = page.getByRole('button', { name: /Postuler \(3,00/ });
    // A mission she has not paid for yet.
    for (const { id } of items) {
      await page.goto(`/jobs/${id}`);
      await expect(page.getByTestId('apply-panel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (await pay.isVisible()) break;
    }
    await pay.click();
    await page
      .getByRole('dialog', { name: 'Postuler à cette mission' })
      .getByRole('button', { name: /Payer 3,00/ })
      .click();
    await expect(page).toHaveURL(/\/checkout\/simulator\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the card simulator');
    await page.getByRole('button', { name: /^Payer 3,00/ }).click();
    await expect(page.getByText('Saisissez un numéro de carte valide.')).toBeVisible();
    await expectAccessible(page, 'the card simulator with its errors');
  });

  test("'Mes recherches' with a saved search, and the save dialog on the search page", async ({ page }) => {
    const origin = new URL(baseURL!).origin;
    const saved = await page.request.post('/api/saved-searches', {
      data: { name: 'Instagram à Lyon', query: 'type=jobs&q=instagram&location=Lyon', alert: 'daily' },
      headers: { origin },
    });
    expect(saved.status()).toBe(201);
    try {
      await scan(page, '/dashboard?tab=searches');
      await page.goto('/search?type=jobs&q=instagram');
      await page.getByRole('button', { name: 'Sauvegarder cette recherche' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'the save search dialog');
    } finally {
      await page.request.delete(`/api/saved-searches/${(await saved.json()).id}`, { headers: { origin } });
    }
  });

  test('an open conversation, its row selected', async ({ page }) => {
    await page.goto('/dashboard?tab=messages');
    await page.locator('main a[href*="with="]').first().click();
    await expect(page).toHaveURL(/with=/);
    await expect(page.locator('[aria-current="page"]').first()).toBeVisible();
    await expect(page.locator('time').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'an open conversation');
  });
});

test('a new community manager: first steps, Mon Profil with a portfolio sample, the public profile', async ({ page }) => {
  await signIn(page, await registerVerified(page.request, 'community_manager', 'Axelle Nouvelle'));
  await expect(page).toHaveURL(/\/dashboard/);
  const added = await page.request.post('/api/me/portfolio', {
    headers: { origin: baseURL },
    data: { title: 'Campagne de printemps', link: 'https://www.instagram.com/p/abc', description: 'Trois mois d’animation.' },
  });
  expect(added.status()).toBe(201);
  await scan(page, '/dashboard?tab=overview');
  await scan(page, '/dashboard?tab=profile');
  await scan(page, `/profile/${await currentUserId(page)}`);
});

test.describe('a company', () => {
  signedInAs(DEMO.company, /\/dashboard/);
  for (const path of [
    '/dashboard?tab=overview',
    '/dashboard?tab=offers',
    '/dashboard?tab=received',
    '/dashboard?tab=profile',
    '/dashboard/missions/new',
  ])
    test(path, async ({ page }) => scan(page, path));
  for (const tab of ['offers', 'received'])
    test.describe(() => {
      test.use({ viewport: { width: 360, height: 740 } });
      test(`the dashboard's tab ${tab} at 360 px`, async ({ page }) => scan(page, `/dashboard?tab=${tab}`));
    });

  test("'Favoris' with a kept community manager, and the hearts of the search", async ({ page }) => {
    const manager = await firstId(page, '/api/search/managers', 'items');
    const favourite = `/api/me/favourites/managers/${manager}`;
    expect((await page.request.put(favourite, { headers: { origin: baseURL } })).status()).toBe(204);
    try {
      await page.goto('/dashboard?tab=favourites');
      await expect(page.getByRole('list', { name: 'Community managers favoris' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, "'Favoris'");
      await page.goto('/search');
      await expect(page.getByRole('button', { name: 'Retirer des favoris' }).first()).toBeVisible();
      await expectAccessible(page, 'the search with its hearts');
    } finally {
      expect((await page.request.delete(favourite, { headers: { origin: baseURL } })).status()).toBe(204);
    }
  });

  test("'Comparer les offres' of a mission with applications", async ({ page }) => {
    const { jobs } = (await (await page.request.get('/api/me/jobs')).json()) as { jobs: { id: string; applicationCount: number }[] };
    await scan(page, `/dashboard/missions/${jobs.find((job) => job.applicationCount > 1)!.id}/offres`);
  });

  test("the refusal dialog of 'Candidatures reçues'", async ({ page }) => {
    await page.goto('/dashboard?tab=received&status=pending');
    await page.getByRole('article').first().getByRole('button', { name: 'Refuser' }).click();
    await page.getByRole('dialog', { name: 'Refuser la candidature' }).getByRole('radio', { name: 'Autre' }).check();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the refusal dialog');
  });

  test("the contact dialog on a community manager's profile", async ({ page }) => {
    await page.goto(`/profile/${await firstId(page, '/api/search/managers', 'items')}`);
    await page.getByRole('button', { name: 'Contacter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the contact dialog');
  });
});

test.describe('the admin', () => {
  signedInAs(DEMO.admin, /\/admin$/);
  const sections = [
    '',
    'users',
    'jobs',
    'applications',
    'skills',
    'experience',
    'rates',
    'industries',
    'languages',
    'reviews',
    'messages',
    'notices',
    'blog',
    'settings',
    'background-jobs',
  ];
  for (const section of sections) {
    const path = section ? `/admin/${section}` : '/admin';
    test(path, async ({ page }) => scan(page, path));
  }

  test('/admin/notices with a notice to decide', async ({ page }) => {
    const targetId = await firstId(page, '/api/search/jobs', 'items');
    const filed = await page.request.post('/api/notices', {
      data: { targetType: 'mission', targetId, category: 'fraud', explanation: 'Offre suspecte (accessibilité).', goodFaith: true },
      headers: { origin: baseURL },
    });
    expect(filed.status()).toBe(201);
    await scan(page, '/admin/notices');
    await expect(page.getByRole('button', { name: 'Enregistrer la décision' }).first()).toBeVisible();
  });

  test("a mission's row menu and the confirmation it opens", async ({ page }) => {
    await scan(page, '/admin/jobs');
    await page
      .getByRole('button', { name: /^Actions pour/ })
      .first()
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'the row menu');
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmation' })).toBeVisible();
    await expectAccessible(page, 'the confirmation dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: /^Actions pour/ }).first()).toBeFocused();
  });

  test('/admin at 375 px, its menu closed and opened', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await scan(page, '/admin');
    await page.getByRole('button', { name: "Menu d'administration" }).click();
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    await expectAccessible(page, 'the opened admin menu at 375 px');
  });
});

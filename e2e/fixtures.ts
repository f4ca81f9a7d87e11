import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The newest link mailed to `to` whose URL contains `pathPart` (read from the dev mailbox). */
export async function mailedLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        const { mails } = (await response.json()) as { mails: Mail[] };
        link = mails
          .filter((mail) => mail.to === to)
          .map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0])
          .find((url) => url?.includes(pathPart));
        return link;
      },
      { message: `a mail to ${to} with a link to ${pathPart}` },
    )
    .toBeTruthy();
  return link!;
}

/** A unique email per run, so journeys never collide with demo data or earlier runs. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.cmconnect.fr`;
}

export const DEMO_PASSWORD = 'demo-cmconnect';
export const DEMO = {
  admin: 'admin@cmconnect.fr',
  communityManager: 'camille.martin@demo.cmconnect.fr',
  company: 'contact@boulangerie-dupont.demo.cmconnect.fr',
  individual: 'julien.bernard@demo.cmconnect.fr',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
}

/** Registers and verifies a member through the API; returns its email. */
export async function registerVerified(
  request: APIRequestContext,
  userType: 'community_manager' | 'company' | 'individual',
  fullName: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const email = uniqueEmail(userType.replace('_', '-'));
  const sectors = (await (await request.get('/api/catalog/sectors')).json()).sectors as { name: string }[];
  const response = await request.post('/api/accounts/register', {
    data: {
      userType,
      email,
      password,
      confirmPassword: password,
      fullName,
      companyName: fullName,
      location: 'Lyon',
      industrySector: sectors[0]!.name,
      specialties: [],
      acceptTerms: true,
      searchRadiusKm: 50,
    },
  });
  expect(response.status()).toBe(201);
  expect((await request.get(await mailedLink(request, email, '/api/auth/verify-email'))).ok()).toBe(true);
  return email;
}

/** The signed-in member's id, as the API knows it. */
export async function currentUserId(page: Page): Promise<string> {
  const { user } = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return user.id;
}

/**
 * Fills and sends the 'Signaler un contenu' form (DSA notice) opened on `page`, as a member (their
 * account's email is used): a category, an explanation, the good-faith statement.
 */
export async function sendNoticeForm(page: Page, category: string, explanation: string) {
  const form = page.getByRole('dialog', { name: 'Signaler un contenu' });
  await form.getByLabel('Motif').selectOption({ label: category });
  await form.getByLabel('Explication').fill(explanation);
  await form.getByRole('checkbox', { name: /^Je déclare de bonne foi/ }).check();
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Signalement envoyé. Un accusé de réception vous a été envoyé par email.')).toBeVisible();
}

export const TEST_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Fills the local checkout page and pays. */
export async function payOnSimulator(page: Page, cardNumber: string) {
  await expect(page).toHaveURL(/\/checkout\/simulator\//);
  await page.getByLabel('Numéro de carte').fill(cardNumber);
  // Typed without its slash, as on a phone's number pad: the field writes '01/30'.
  await page.getByLabel('Date d’expiration (MM/AA)').fill('0130');
  await expect(page.getByLabel('Date d’expiration (MM/AA)')).toHaveValue('01/30');
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByLabel('Nom sur la carte').fill('Test Carte');
  await page.getByRole('button', { name: /^Payer 3,00/ }).click();
}

/**
 * On a mission page, a community manager pays to apply ('Postuler (3,00 €)', then 'Payer' in
 * the dialog, a working card on the local checkout) and is back on the mission's application form.
 */
export async function payToApply(page: Page, missionId: string) {
  await page.getByRole('button', { name: /Postuler \(3,00/ }).click();
  await page
    .getByRole('dialog', { name: 'Postuler à cette mission' })
    .getByRole('button', { name: /Payer 3,00/ })
    .click();
  await payOnSimulator(page, TEST_CARDS.success);
  await expect(page).toHaveURL(new RegExp(`/jobs/${missionId}$`));
}

/**
 * A slow phone: the page's entry script (the `initial` chunk, ADR 0031) arrives 1.5 s late, so a server-rendered page is on screen
 * (and can be typed into) before its code runs.
 */
export async function withLateScripts(page: Page) {
  await page.route(/\/assets\/initial-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** Waits until the page's code runs (the mark every screen sets once hydrated). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

const waitUntilHydrated = (page: Page) =>
  // Only the app's pages (the server's maintenance page and JSON answers have no #root).
  page.waitForFunction(() => !document.getElementById('root') || 'hydrated' in document.documentElement.dataset);

/**
 * Pages open as a user meets them, and the journeys act once the page has hydrated: a server-rendered
 * page is on screen before its code runs, and a tap that early is not the behaviour under test.
 * Every page is so: the test's own (made by its context) and those a journey opens for other members.
 */
function actingOnceHydrated(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitUntilHydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitUntilHydrated(page);
    return response;
  };
  return page;
}

function contextActingOnceHydrated(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => actingOnceHydrated(await newPage());
  return context;
}

// Every context, the test's own included (Playwright makes it with `browser.newContext`), and
// every `browser.newPage` (which makes its context the same way).
export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => contextActingOnceHydrated(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
export { expect };

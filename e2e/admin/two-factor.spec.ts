import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from '../fixtures';

/** The current code of an authenticator app holding `secret` (base32, as the enrolment page shows it). */
const totp = (secret: string) => createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
const spent = new Set<string>();
/**
 * A code the server has not accepted yet: each code works once (a replay is refused), so when
 * the current one is spent this waits for the authenticator's next one (at most 30 s).
 */
async function unusedTotp(secret: string): Promise<string> {
  for (;;) {
    const code = await totp(secret);
    if (!spent.has(code)) {
      spent.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
/** A well-formed code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The demo admin's secret once enrolled (the clean-up needs it to sign in). */
let secret: string | undefined;

/**
 * Whatever happens in the journey, the journeys after it must meet the demo admin as before:
 * the setting off and no authenticator. Done through the API in a fresh cookie jar.
 */
test.afterEach(async ({ request, baseURL }) => {
  const headers = { origin: new URL(baseURL!).origin };
  const post = (url: string, data: unknown) => request.post(url, { data, headers });
  const signedIn = await post('/api/auth/sign-in/email', { email: DEMO.admin, password: DEMO_PASSWORD });
  expect(signedIn.ok()).toBe(true);
  if ((await signedIn.json()).twoFactorRedirect) {
    expect((await post('/api/auth/two-factor/verify-totp', { code: await unusedTotp(secret!) })).ok()).toBe(true);
  }
  let settings = await request.get('/api/admin/settings');
  if (settings.status() === 403) secret = await enrolThroughApi(request, post);
  settings = await request.get('/api/admin/settings');
  expect(settings.ok()).toBe(true);
  const current = (await settings.json()) as Record<string, unknown>;
  if (current.twoFactorEnabled) {
    const { updatedAt: _updatedAt, ...body } = current;
    const restored = await request.put('/api/admin/settings', { data: { ...body, twoFactorEnabled: false }, headers });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  if (secret) {
    const disabled = await post('/api/auth/two-factor/disable', { password: DEMO_PASSWORD });
    expect(disabled.ok(), await disabled.text()).toBe(true);
    secret = undefined;
  }
  const again = await post('/api/auth/sign-in/email', { email: DEMO.admin, password: DEMO_PASSWORD });
  expect((await again.json()).twoFactorRedirect).toBeUndefined();
});

/** Enrols the signed-in admin of `request` (only to undo a journey stopped half-way). */
async function enrolThroughApi(request: APIRequestContext, post: (url: string, data: unknown) => ReturnType<APIRequestContext['post']>) {
  const enabled = await post('/api/auth/two-factor/enable', { password: DEMO_PASSWORD });
  expect(enabled.ok(), await enabled.text()).toBe(true);
  const enrolled = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  expect((await post('/api/auth/two-factor/verify-totp', { code: await unusedTotp(enrolled) })).ok()).toBe(true);
  expect((await request.get('/api/admin/settings')).ok()).toBe(true);
  return enrolled;
}

test('an admin turns two-factor on, enrols an authenticator, then signs in with a code or a backup code', async ({ page }) => {
  // Three sign-ins and an enrolment: 30 s on a quiet machine, over 60 s on a loaded CI runner.
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Paramètres', exact: true }).click();
  await page.getByLabel('Authentification à deux facteurs').check();
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();

  // From now on the back-office waits for the admin's authenticator.
  await expect(page).toHaveURL(/\/admin\/securite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Authentification à deux facteurs' })).toBeVisible();
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(403);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/securite$/);

  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  await expect(page.getByText(/Scannez ce QR code/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  secret = (await page.locator('code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Code de vérification').fill(await unusedTotp(secret));
  await page.getByRole('button', { name: 'Confirmer' }).click();

  const codes = page.getByRole('list', { name: 'Vos codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  await page.getByRole('button', { name: "Continuer vers l'administration" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // Signing in again asks for the app's code; a wrong one is refused in French.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, DEMO.admin);
  const code = page.getByLabel('Code de vérification');
  const right = await totp(secret);
  await code.fill(wrongCode(right));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code de vérification incorrect. Veuillez réessayer.');
  await code.fill(await unusedTotp(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // A backup code instead of the phone.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, DEMO.admin);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

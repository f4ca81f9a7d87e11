import { baseURL } from '../../playwright.config';
import { expectAccessible } from '../accessibility/expect-accessible';
import { expect, payToApply, registerVerified, signIn, test } from '../fixtures';
import { apiSignIn, publishMission } from '../members/api';
import { fillBid, uniqueWord } from '../members/missions';

type Mail = { to: string; subject: string; text: string };

/**
 * ADR 0054: a community manager pays to apply, the client closes the mission 'Pourvue ailleurs'
 * without opening the application; the 3 € come back as a credit (told by mail, listed in 'Mes
 * achats' with its credit note) and pay the next application without a card.
 */
test('a credit earned after a closing without hire pays the next application without a card', async ({ browser, playwright, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100000;
  const clientEmail = await registerVerified(request, 'company', `Librairie ${suffix}`);
  const cmEmail = await registerVerified(request, 'community_manager', `Nina Lefort ${suffix}`);
  const clientApi = await playwright.request.newContext({ baseURL });
  await apiSignIn(clientApi, clientEmail);
  const ignoredTitle = `Animation Instagram ${uniqueWord('credit')}`;
  const nextTitle = `Lancement TikTok ${uniqueWord('credit')}`;
  const ignoredId = await publishMission(clientApi, ignoredTitle);
  const nextId = await publishMission(clientApi, nextTitle);
  await clientApi.dispose();

  // Before paying, the mission page promises the fee back; this client has no history to show.
  const cmContext = await browser.newContext();
  const cm = await cmContext.newPage();
  await signIn(cm, cmEmail);
  await expect(cm).toHaveURL(/\/dashboard/);
  await cm.goto(`/jobs/${ignoredId}`);
  await expect(cm.getByText(/reviennent en crédit pour votre prochaine candidature/)).toBeVisible();
  const history = cm.getByLabel('Historique du client');
  await expect(history.getByText('Candidatures ouvertes').locator('..').locator('..')).toContainText('—');
  await payToApply(cm, ignoredId);
  await cm.getByRole('textbox', { name: 'Lettre de motivation' }).fill('Bonjour, je connais bien les librairies indépendantes et leur public.');
  await fillBid(cm);
  await cm.getByRole('button', { name: /Envoyer/ }).click();
  await expect(cm.getByText('Candidature envoyée').first()).toBeVisible();

  // The client closes it 'Pourvue ailleurs' without opening the application.
  const clientContext = await browser.newContext();
  const company = await clientContext.newPage();
  await signIn(company, clientEmail);
  await expect(company).toHaveURL(/\/dashboard/);
  // Signing in shows the overview's counts, which is not opening the application.
  const received = company.getByRole('heading', { name: 'Candidatures reçues' }).locator('..');
  await expect(received.getByText('En attente').locator('..')).toContainText('1');
  await company.goto('/dashboard?tab=offers');
  const mission = company.getByRole('article', { name: ignoredTitle });
  await mission.getByRole('button', { name: 'Clôturer' }).click();
  const closing = company.getByRole('dialog', { name: 'Clôturer la mission' });
  await closing.getByLabel('Pourvue ailleurs').check();
  await closing.getByRole('button', { name: 'Clôturer la mission' }).click();
  await expect(closing).toBeHidden();
  await clientContext.close();

  // Told by mail, with the way to 'Mes achats'.
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as { mails: Mail[] };
      return mails.find((mail) => mail.to === cmEmail && mail.subject.startsWith('Votre candidature vous est remboursée en crédit'))?.text ?? '';
    })
    .toContain(`La mission « ${ignoredTitle} » a été clôturée sans recruter sur CM Connect`);
  // Its link leads to the address the members opened (here 127.0.0.1), like every other mail, not to PUBLIC_URL's localhost.
  const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as { mails: Mail[] };
  expect(mails.find((mail) => mail.to === cmEmail && mail.subject.startsWith('Votre candidature vous est remboursée en crédit'))!.text).toContain(
    `${baseURL}/dashboard?tab=subscription`,
  );

  // 'Mes Candidatures' marks the application whose fee came back, and why.
  await cm.goto('/dashboard?tab=applications');
  const ignoredApplication = cm.getByRole('listitem').filter({ hasText: ignoredTitle });
  await expect(ignoredApplication.getByText(/^3,00\s€ recrédités$/)).toBeVisible();
  await expect(ignoredApplication.getByText('Mission clôturée sans ouvrir la candidature')).toBeVisible();
  await expectAccessible(cm, "'Mes Candidatures' with a credited application");

  // 'Mes achats': the credit, its credit note, the balance.
  await cm.goto('/dashboard?tab=subscription');
  const credits = cm.getByRole('heading', { name: 'Mes crédits' }).locator('..').locator('..');
  await expect(credits.getByText(/^Solde : 3,00/)).toBeVisible();
  await expect(credits.getByText('Crédit reçu')).toBeVisible();
  await expect(credits.getByText('Mission clôturée sans ouvrir la candidature')).toBeVisible();
  await expect(credits.getByRole('link', { name: /^Avoir n° AV-\d{4}-\d{6} \(PDF\)$/ })).toBeVisible();
  await expectAccessible(cm, "'Mes achats' with a credit");

  // The next application: the dialog says the credit pays, and no card page opens.
  await cm.goto(`/jobs/${nextId}`);
  await cm.getByRole('button', { name: /Postuler \(3,00/ }).click();
  const dialog = cm.getByRole('dialog', { name: 'Postuler à cette mission' });
  await expect(dialog.getByText(/Vous disposez d’un crédit de 3,00/)).toBeVisible();
  await expectAccessible(cm, 'the payment dialog paying with a credit');
  await dialog.getByRole('button', { name: 'Utiliser mon crédit' }).click();
  await expect(cm).toHaveURL(new RegExp(`/jobs/${nextId}$`));
  await cm.getByRole('textbox', { name: 'Lettre de motivation' }).fill('Bonjour, TikTok est mon terrain de jeu depuis trois ans.');
  await fillBid(cm);
  await cm.getByRole('button', { name: /Envoyer/ }).click();
  await expect(cm.getByText('Candidature envoyée').first()).toBeVisible();

  await cm.goto('/dashboard?tab=subscription');
  await expect(credits.getByText(/^Solde : 0,00/)).toBeVisible();
  await expect(credits.getByText('Crédit utilisé')).toBeVisible();
  await expect(credits.getByText(`Candidature à la mission « ${nextTitle} »`)).toBeVisible();
  await expect(credits.getByRole('link', { name: /^Reçu n° \d{4}-\d{6} \(PDF\)$/ })).toBeVisible();
  // 'Mes achats' tells the unlock paid with the credit from the card payment before it.
  const purchases = cm.getByRole('heading', { name: 'Mes achats' }).locator('..').getByRole('row');
  await expect(purchases.filter({ hasText: nextTitle })).toContainText(/Payé avec un crédit.*3,00\s€ en crédit/);
  await expect(purchases.filter({ hasText: ignoredTitle })).not.toContainText('crédit');
  await expectAccessible(cm, "'Mes achats' after paying with a credit");

  // On a phone (360 px), 'Mes achats' with its credits does not scroll sideways.
  await cm.setViewportSize({ width: 360, height: 740 });
  await cm.reload();
  await expect(credits.getByText('Crédit utilisé')).toBeVisible();
  await expectAccessible(cm, "'Mes achats' after paying with a credit, on a phone");
  expect(await cm.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await cm.goto('/dashboard?tab=applications');
  await expect(cm.getByText(/^3,00\s€ recrédités$/)).toBeVisible();
  await expectAccessible(cm, "'Mes Candidatures' with a credited application, on a phone");
  expect(await cm.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await cmContext.close();
});

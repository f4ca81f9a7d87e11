import { DEMO, expect, payOnSimulator, registerVerified, signIn, TEST_CARDS, test } from '../fixtures';

type Mail = { to: string; subject: string; text: string };

test('a community manager pays with the expiry typed 0130, lands on the application form, downloads the receipt and reads its mail', async ({
  page,
  request,
}) => {
  const cmEmail = await registerVerified(request, 'community_manager', `Inès Garnier ${Date.now() % 10000}`);
  await signIn(page, cmEmail);
  await expect(page).toHaveURL(/\/dashboard/);

  // An open mission of the demo company.
  const jobs = (await (await request.get('/api/search/jobs')).json()) as { items: { id: string; title: string }[] };
  const mission = jobs.items[0]!;
  await page.goto(`/jobs/${mission.id}`);
  await page.getByRole('button', { name: /Postuler \(3,00/ }).click();
  await page
    .getByRole('dialog', { name: 'Postuler à cette mission' })
    .getByRole('button', { name: /Payer 3,00/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await payOnSimulator(page, TEST_CARDS.success);

  // Back where she was going: the application form of the mission she paid for.
  await expect(page).toHaveURL(new RegExp(`/jobs/${mission.id}$`));
  await expect(page.getByRole('textbox', { name: 'Lettre de motivation' })).toBeVisible();

  // 'Abonnement' lists the purchase and its receipt, a PDF.
  await page.goto('/dashboard?tab=subscription');
  await expect(page.getByRole('heading', { name: 'Mes achats' })).toBeVisible();
  await expect(page.getByText(/subscription/i)).toHaveCount(0);
  const receiptLink = page.getByRole('link', { name: /^Reçu n° \d{4}-\d{6} \(PDF\)$/ });
  await expect(receiptLink).toBeVisible();
  const number = (await receiptLink.textContent())!.match(/\d{4}-\d{6}/)![0];
  const [download] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
  expect(download.suggestedFilename()).toBe(`recu-${number}.pdf`);
  const pdf = await (await page.request.get((await receiptLink.getAttribute('href'))!)).body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The confirmation mail, read from the outbox, names the receipt and leads to 'Mes achats'.
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as { mails: Mail[] };
      return mails.find((mail) => mail.to === cmEmail && mail.subject.startsWith('Paiement confirmé'));
    })
    .toBeTruthy();
  const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as { mails: Mail[] };
  const mail = mails.find((item) => item.to === cmEmail && item.subject.startsWith('Paiement confirmé'))!;
  expect(mail.text).toContain(`Candidature à la mission « ${mission.title} »`);
  expect(mail.text).toContain(`Votre reçu n° ${number} est disponible dans « Mes achats »`);
  expect(mail.text).toMatch(/https?:\/\/\S+\/dashboard\?tab=subscription/);

  // Nobody else can download it.
  const other = await page.context().browser()!.newContext();
  const company = await other.newPage();
  await signIn(company, DEMO.company);
  await expect(company).toHaveURL(/\/dashboard/);
  expect((await company.request.get((await receiptLink.getAttribute('href'))!)).status()).toBe(404);
  await other.close();
});

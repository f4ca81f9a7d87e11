import { currentUserId, DEMO, expect, sendNoticeForm, signIn, test } from '../fixtures';

test.describe.configure({ mode: 'serial' });

/*
 * The demo company (Marie Dupont) hired the demo community manager (Camille Martin) on a mission
 * now closed, and neither has reviewed the other yet (demo data). Each reviews the other from the
 * dashboard; the first review stays hidden until the second one is written, then both are public.
 */
test('the client and the community manager review each other, double-blind, then see both reviews published', async ({ browser }) => {
  const companyReview = `Camille a transformé notre Instagram, merci ! (${Date.now()})`;
  const cmReview = `Marie est une cliente claire et réactive. (${Date.now()})`;

  const company = await (await browser.newContext()).newPage();
  await signIn(company, DEMO.company);
  await expect(company).toHaveURL(/\/dashboard/);
  const companyId = await currentUserId(company);

  const toReview = company
    .getByRole('region', { name: 'Avis à laisser' })
    .getByRole('listitem')
    .filter({ hasText: 'Camille Martin' })
    .filter({ has: company.getByRole('button', { name: 'Laisser un avis' }) });
  await toReview.first().getByRole('button', { name: 'Laisser un avis' }).click();
  const dialog = company.getByRole('dialog', { name: 'Laisser un avis à Camille Martin' });
  await dialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(dialog.getByText('Choisissez une note de 1 à 5 étoiles.')).toBeVisible();
  await dialog.getByRole('radio', { name: '5 sur 5 : Excellent' }).check({ force: true });
  await dialog.getByLabel('Commentaire').fill(companyReview);
  await dialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(company.getByText(/Votre avis est enregistré\. Il sera publié quand Camille Martin aura laissé le sien/).first()).toBeVisible();

  const cm = await (await browser.newContext()).newPage();
  await signIn(cm, DEMO.communityManager);
  await expect(cm).toHaveURL(/\/dashboard/);
  const cmId = await currentUserId(cm);

  // Hidden: not on Camille's profile yet; she only learns that Marie wrote one.
  await cm.goto(`/profile/${cmId}`);
  await expect(cm.getByRole('heading', { name: /Avis reçus/ })).toBeVisible();
  await expect(cm.getByText(companyReview)).toHaveCount(0);
  await cm.goto('/dashboard');
  const cmToReview = cm.getByRole('region', { name: 'Avis à laisser' });
  await expect(cmToReview.getByText('Marie Dupont vous a laissé un avis, laissez le vôtre pour le voir.')).toBeVisible();
  await cmToReview
    .getByRole('listitem')
    .filter({ hasText: 'Marie Dupont vous a laissé un avis' })
    .getByRole('button', { name: 'Laisser un avis' })
    .click();
  const cmDialog = cm.getByRole('dialog', { name: 'Laisser un avis à Marie Dupont' });
  await cmDialog.getByRole('radio', { name: '4 sur 5 : Très bien' }).check({ force: true });
  await cmDialog.getByLabel('Commentaire').fill(cmReview);
  await cmDialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(cm.getByText('Merci ! Votre avis a bien été enregistré.')).toBeVisible();

  // Both published: each profile shows the other side's review, with the mission and the date.
  await cm.goto(`/profile/${cmId}`);
  const onCm = cm.getByRole('article', { name: 'Avis de Marie Dupont' }).filter({ hasText: companyReview });
  await expect(onCm).toBeVisible();
  await expect(onCm).toContainText('Pour la mission :');
  await expect(onCm.getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
  await company.goto(`/profile/${companyId}`);
  await expect(company.getByRole('article', { name: 'Avis de Camille Martin' }).filter({ hasText: cmReview })).toBeVisible();

  // The header bell tells Camille, and leads to her profile.
  await cm.goto('/dashboard');
  await cm
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(cm.getByRole('region', { name: 'Notifications' }).getByRole('link', { name: 'Nouvel avis reçu' }).first()).toHaveAttribute(
    'href',
    `/profile/${cmId}`,
  );

  // 'Signaler' on someone else's review: the notice form (DSA), then 'Signalé'.
  await company.goto(`/profile/${cmId}`);
  const other = company.getByRole('article').filter({ hasNotText: 'Marie Dupont' }).first();
  await other.getByRole('button', { name: /^Signaler l’avis de/ }).click();
  await sendNoticeForm(company, 'Autre', 'Cet avis ne décrit pas une vraie mission, il semble inventé.');
  await expect(other.getByText('Signalé')).toBeVisible();

  // The review mail's unsubscribe link works without signing in, and only after a click.
  let unsubscribe = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await cm.request.get('/dev/mailbox.json')).json()) as { mails: { to: string; text: string }[] };
      const link = mails
        .filter((mail) => mail.to === DEMO.communityManager)
        .map((mail) => mail.text.match(/https?:\/\/\S+\/desinscription\S+/)?.[0])
        .find(Boolean);
      unsubscribe = link ? new URL(link).pathname + new URL(link).search : '';
      return unsubscribe;
    })
    .toBeTruthy();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(unsubscribe);
  await expect(visitor.getByText('Ne plus recevoir les emails « Nouvel avis publié sur moi » ?')).toBeVisible();
  await visitor.getByRole('button', { name: 'Confirmer la désinscription' }).click();
  await expect(visitor.getByText(/C’est fait : vous ne recevrez plus les emails « Nouvel avis publié sur moi »/)).toBeVisible();
  expect(await (await cm.request.get('/api/me/mail-preferences')).json()).toEqual({ optOuts: ['review_received'] });
});

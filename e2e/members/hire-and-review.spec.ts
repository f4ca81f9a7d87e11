import { currentUserId, expect, payOnSimulator, registerVerified, signIn, TEST_CARDS, test } from '../fixtures';
import { fillBid, fillMission, searchMissions, uniqueWord } from './missions';

/*
 * The marketplace's whole loop with two new members: a company publishes from 'Mes Offres', a
 * community manager finds the mission, pays and applies, the company accepts and closes the
 * mission as filled here, both review each other and see the reviews published.
 */
test('a new company hires a new community manager through a mission, then both review each other', async ({ browser }) => {
  // Two members, a payment, five screens each, on a shared machine.
  test.setTimeout(240_000);
  const suffix = Date.now() % 100000;
  const companyName = `Atelier Koala ${suffix}`;
  const cmName = `Léa Fontaine ${suffix}`;

  // The company publishes its first mission.
  const company = await (await browser.newContext()).newPage();
  await signIn(company, await registerVerified(company.request, 'company', companyName));
  await expect(company).toHaveURL(/\/dashboard/);
  await company.goto('/dashboard?tab=offers');
  await company.getByRole('link', { name: 'Publier une mission' }).click();
  const word = uniqueWord('koala');
  const title = `Stratégie Instagram ${word}`;
  await fillMission(company, title);
  await company.getByRole('button', { name: 'Publier la mission' }).click();
  await expect(company.getByRole('article', { name: title }).getByText('En cours')).toBeVisible();

  // The community manager finds it in search, pays 3,00 € and applies.
  const cm = await (await browser.newContext()).newPage();
  await signIn(cm, await registerVerified(cm.request, 'community_manager', cmName));
  await expect(cm).toHaveURL(/\/dashboard/);
  await searchMissions(cm, word);
  await cm.locator('main a[href^="/jobs/"]').filter({ hasText: word }).click();
  await expect(cm.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await cm.getByRole('button', { name: /Postuler \(3,00/ }).click();
  await cm
    .getByRole('dialog', { name: 'Postuler à cette mission' })
    .getByRole('button', { name: /Payer 3,00/ })
    .click();
  await payOnSimulator(cm, TEST_CARDS.success);
  // The success page sends her back to the application form.
  await expect(cm).toHaveURL(/\/jobs\//);
  await cm.getByRole('textbox', { name: 'Lettre de motivation' }).fill('Bonjour, je connais bien les marques lyonnaises et Instagram.');
  await fillBid(cm);
  await cm.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(cm.getByText('Candidature envoyée').first()).toBeVisible();

  // The company accepts, then closes the mission as filled here with her.
  await company.goto('/dashboard?tab=received');
  const application = company.getByRole('article', { name: cmName });
  await application.getByRole('button', { name: 'Accepter' }).click();
  await expect(application.getByText('Acceptée')).toBeVisible();
  await company.goto('/dashboard?tab=offers');
  const mission = company.getByRole('article', { name: title });
  await mission.getByRole('button', { name: 'Clôturer' }).click();
  const closing = company.getByRole('dialog', { name: 'Clôturer la mission' });
  await closing.getByLabel('Pourvue sur CM Connect').check();
  await closing.getByLabel('Personne retenue').selectOption({ label: cmName });
  await closing.getByRole('button', { name: 'Clôturer la mission' }).click();
  await expect(closing).toBeHidden();
  await expect(mission.getByText('Terminée')).toBeVisible();

  // The company reviews first: its review stays hidden until the other one is written.
  const companyReview = `Léa a fait décoller notre compte Instagram. (${suffix})`;
  await company.goto('/dashboard');
  await company
    .getByRole('region', { name: 'Avis à laisser' })
    .getByRole('listitem')
    .filter({ hasText: cmName })
    .getByRole('button', { name: 'Laisser un avis' })
    .click();
  const companyDialog = company.getByRole('dialog', { name: `Laisser un avis à ${cmName}` });
  await companyDialog.getByRole('radio', { name: '5 sur 5 : Excellent' }).check({ force: true });
  await companyDialog.getByLabel('Commentaire').fill(companyReview);
  await companyDialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(companyDialog).toHaveCount(0);
  const cmId = await currentUserId(cm);
  await cm.goto(`/profile/${cmId}`);
  await expect(cm.getByRole('heading', { level: 1, name: cmName })).toBeVisible();
  await expect(cm.getByText(companyReview)).toHaveCount(0);

  // The community manager writes hers: both are public at once.
  const cmReview = `Un client clair, des retours rapides. (${suffix})`;
  await cm.goto('/dashboard');
  await cm
    .getByRole('region', { name: 'Avis à laisser' })
    .getByRole('listitem')
    .filter({ hasText: companyName })
    .getByRole('button', { name: 'Laisser un avis' })
    .click();
  const cmDialog = cm.getByRole('dialog', { name: `Laisser un avis à ${companyName}` });
  await cmDialog.getByRole('radio', { name: '4 sur 5 : Très bien' }).check({ force: true });
  await cmDialog.getByLabel('Commentaire').fill(cmReview);
  await cmDialog.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(cm.getByText('Merci ! Votre avis a bien été enregistré.')).toBeVisible();

  await cm.goto(`/profile/${cmId}`);
  const onCm = cm.getByRole('article', { name: `Avis de ${companyName}` });
  await expect(onCm).toContainText(companyReview);
  await expect(onCm).toContainText(title);
  await expect(onCm.getByRole('img', { name: 'Note : 5 sur 5' })).toBeVisible();
  await company.goto(`/profile/${await currentUserId(company)}`);
  await expect(company.getByRole('article', { name: `Avis de ${cmName}` })).toContainText(cmReview);
});

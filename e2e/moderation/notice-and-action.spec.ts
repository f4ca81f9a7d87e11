import type { Page } from '@playwright/test';
import { currentUserId, DEMO, expect, registerVerified, signIn, test } from '../fixtures';

/** Opens a page and, for the app's pages, waits until it runs (pages of new contexts are not the `page` fixture's). */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById('root') || 'hydrated' in document.documentElement.dataset);
}

/**
 * Notice and action (DSA): a visitor reports a profile, an admin suspends the account with a
 * ground, the author reads the statement of reasons in the mailbox and contests the decision from
 * its link, the admin who decided cannot answer the complaint, and the transparency report counts it.
 */
test('a visitor’s notice on a profile through decision, statement of reasons, complaint and transparency report', async ({ browser, request }) => {
  const run = Date.now() % 100000;
  const authorName = `Victor Escroc ${run}`;
  const authorEmail = await registerVerified(request, 'community_manager', authorName);
  const author = await (await browser.newContext()).newPage();
  await signIn(author, authorEmail);
  await expect(author).toHaveURL(/\/dashboard/);
  const authorId = await currentUserId(author);
  const visitorEmail = `lea.${run}@e2e.cmconnect.fr`;

  // A visitor (not signed in) reports the profile: category, explanation, email, good faith.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visit(visitor, `/profile/${authorId}`);
  await visitor.getByRole('button', { name: `Signaler le profil de ${authorName}` }).click();
  const form = visitor.getByRole('dialog', { name: 'Signaler un contenu' });
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(form.getByText('Choisissez un motif.')).toBeVisible();
  await expect(form.getByText('Indiquez votre email pour recevoir la suite donnée.')).toBeVisible();
  await expect(form.getByText('Vous devez confirmer que ce signalement est fait de bonne foi.')).toBeVisible();
  await form.getByLabel('Motif').selectOption({ label: 'Fraude ou arnaque' });
  await form.getByLabel('Explication').fill(`Ce profil me demande un virement Western Union avant toute mission (${run}).`);
  await form.getByLabel('Votre email').fill(visitorEmail);
  await form.getByRole('checkbox', { name: /Je déclare de bonne foi/ }).check();
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(visitor.getByText('Signalement envoyé. Un accusé de réception vous a été envoyé par email.')).toBeVisible();
  await expect(form).toBeHidden();

  // The admin's queue shows it with its age; the decision needs a ground.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('link', { name: 'Signalements' }).click();
  await expect(admin.getByRole('heading', { name: 'Signalements (DSA)' })).toBeVisible();
  const item = admin.getByRole('listitem').filter({ has: admin.getByRole('article', { name: `Profil de ${authorName}` }) });
  await expect(item.getByText('Reçu il y a 0 h')).toBeVisible();
  await expect(item.getByText(`Signalé par ${visitorEmail}`)).toBeVisible();
  await item.getByRole('combobox', { name: 'Décision' }).selectOption({ label: 'Compte suspendu' });
  await item.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(item.getByText('Indiquez le motif de la décision.')).toBeVisible();
  const ground = 'Demandes de paiement hors plateforme (conditions d’utilisation, article 7).';
  await item.getByRole('textbox', { name: 'Motif de la décision' }).fill(ground);
  await item.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(admin.getByText('Décision enregistrée. L’auteur et la personne qui a signalé ont été informés.')).toBeVisible();
  await expect(admin.getByRole('article', { name: `Profil de ${authorName}` })).toHaveCount(0);

  // The suspended profile is gone from the public site.
  await visit(visitor, `/profile/${authorId}`);
  await expect(visitor.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible();

  // The author opens the statement of reasons in the development mailbox and follows 'Contester la décision'.
  await visit(author, '/dev/mailbox');
  const statement = author
    .getByRole('article')
    .filter({ hasText: authorEmail })
    .filter({ hasText: 'Décision de modération concernant votre contenu' });
  await expect(statement).toHaveCount(1);
  await expect(statement).toContainText('Décision : Compte suspendu.');
  await expect(statement).toContainText(`Motif de la décision : ${ground}`);
  await expect(statement).toContainText('Aucune détection automatisée n’a été utilisée');
  await expect(statement).toContainText('Vous pouvez contester cette décision jusqu’au');
  await statement.getByRole('link', { name: /\/contester\// }).click();
  await expect(author.getByRole('heading', { name: 'Contester la décision' })).toBeVisible();
  await expect(author.getByText(`Profil de ${authorName}`)).toBeVisible();
  await expect(author.getByText(ground)).toBeVisible();
  await author.getByLabel('Vos arguments').fill('Je n’ai jamais demandé de virement : c’est une erreur.');
  await author.getByRole('button', { name: 'Envoyer la contestation' }).click();
  await expect(author.getByText('Votre contestation a été enregistrée. Vous recevrez la réponse par email.')).toBeVisible();

  // The notifier was told the outcome.
  await visit(author, '/dev/mailbox');
  await expect(author.getByRole('article').filter({ hasText: visitorEmail }).filter({ hasText: 'Suite donnée à votre signalement' })).toContainText(
    'Décision : Compte suspendu.',
  );

  // The complaint is back in the queue; the admin who decided may not answer it.
  await visit(admin, '/admin/notices');
  const contested = admin.getByRole('listitem').filter({ has: admin.getByRole('article', { name: `Profil de ${authorName}` }) });
  await expect(contested.getByText('Je n’ai jamais demandé de virement')).toBeVisible();
  await contested.getByRole('textbox', { name: 'Réponse motivée' }).fill('Décision maintenue.');
  await contested.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(contested.getByText('Une contestation doit être examinée par un autre administrateur que celui qui a décidé.')).toBeVisible();

  // The transparency report counts it, from the footer.
  await visit(visitor, '/');
  await visitor.getByRole('link', { name: 'Rapport de transparence' }).click();
  await expect(visitor.getByRole('heading', { name: 'Rapport de transparence', level: 1 })).toBeVisible();
  const now = new Date();
  const period = visitor.getByRole('region', { name: `${now.getUTCMonth() < 6 ? '1er' : '2nd'} semestre ${now.getUTCFullYear()}` });
  const fraud = Number(
    await period
      .getByRole('row', { name: /^Fraude ou arnaque/ })
      .getByRole('cell')
      .textContent(),
  );
  expect(fraud).toBeGreaterThanOrEqual(1);
  const suspended = Number(
    await period
      .getByRole('row', { name: /^Compte suspendu/ })
      .getByRole('cell')
      .textContent(),
  );
  expect(suspended).toBeGreaterThanOrEqual(1);
  await expect(period.getByText('Délai médian de traitement')).toBeVisible();
  expect(
    Number(
      await period
        .getByRole('row', { name: /^Contestations reçues/ })
        .getByRole('cell')
        .textContent(),
    ),
  ).toBeGreaterThanOrEqual(1);
});

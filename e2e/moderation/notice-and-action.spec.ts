import type { Page } from '@playwright/test';
import { expectAccessible } from '../accessibility/expect-accessible';
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

  // The statement of reasons was the author's one mail about it (no 'Votre compte a été suspendu' pointing to
  // 'Contact'), and signing in says where the decision and the way to contest it are.
  await visit(author, '/dev/mailbox');
  await expect(author.getByRole('article').filter({ hasText: authorEmail }).filter({ hasText: 'Votre compte a été suspendu' })).toHaveCount(0);
  await signIn(author, authorEmail);
  await expect(
    author.getByText(
      'Votre compte a été suspendu par une décision de modération. Cette décision, son motif et le lien « Contester la décision » vous ont été envoyés par email.',
    ),
  ).toBeVisible();

  // The notifier was told the outcome, its ground, that no automated means were used, and how to contest it.
  await visit(visitor, '/dev/mailbox');
  const outcome = visitor.getByRole('article').filter({ hasText: visitorEmail }).filter({ hasText: 'Suite donnée à votre signalement' });
  await expect(outcome).toContainText('Décision : Compte suspendu.');
  await expect(outcome).toContainText(`Motif de la décision : ${ground}`);
  await expect(outcome).toContainText('Aucune détection automatisée n’a été utilisée : la décision a été prise par une personne.');
  await expect(outcome).toContainText('Si vous n’êtes pas d’accord avec cette décision, vous pouvez la contester jusqu’au');
  await expect(outcome).toContainText('organisme de règlement extrajudiciaire des litiges certifié ou la justice');
  // The notifier contests it from their own link (DSA Art. 20(1)).
  await outcome.getByRole('link', { name: /\/contester\// }).click();
  await expect(visitor.getByRole('heading', { name: 'Contester la décision' })).toBeVisible();
  await visitor.getByLabel('Vos arguments').fill('La suspension ne suffit pas : les annonces de ce membre restent à vérifier.');
  await visitor.getByRole('button', { name: 'Envoyer la contestation' }).click();
  await expect(visitor.getByText('Votre contestation a été enregistrée. Vous recevrez la réponse par email.')).toBeVisible();

  // The complaint is back in the queue; the admin who decided may not answer it.
  await visit(admin, '/admin/notices');
  const contested = admin.getByRole('listitem').filter({ has: admin.getByRole('article', { name: `Profil de ${authorName}` }) });
  const authorsComplaint = contested.getByRole('region', { name: 'Contestation de l’auteur' });
  await expect(authorsComplaint.getByText('Je n’ai jamais demandé de virement')).toBeVisible();
  await expect(contested.getByRole('region', { name: 'Contestation de la personne qui a signalé' })).toContainText('La suspension ne suffit pas');
  // No outcome is chosen for the admin.
  const outcomeSelect = authorsComplaint.getByRole('combobox', { name: 'Issue de la contestation' });
  await expect(outcomeSelect).toHaveValue('');
  await authorsComplaint.getByRole('textbox', { name: 'Réponse motivée' }).fill('Décision maintenue.');
  await authorsComplaint.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(authorsComplaint.getByText('Choisissez l’issue de la contestation.')).toBeVisible();
  await outcomeSelect.selectOption({ label: 'Décision maintenue' });
  await authorsComplaint.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(authorsComplaint.getByText('Une contestation doit être examinée par un autre administrateur que celui qui a décidé.')).toBeVisible();
  for (const width of [1280, 360]) {
    await admin.setViewportSize({ width, height: 800 });
    await expectAccessible(admin, `/admin/notices with complaints at ${width} px`);
  }
  await admin.setViewportSize({ width: 1280, height: 800 });

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

/**
 * A message the scam detector warned about (ADR 0057), reported by its recipient: the decision
 * cannot say no automated detection was involved, and both mails say it was; the decision is then
 * in 'Traités'.
 */
test('a message flagged by the scam detector, reported and decided, says automated detection was involved', async ({ browser, request }) => {
  const run = Date.now() % 100000;
  const senderName = `Oscar Arnaque ${run}`;
  const receiverName = `Nina Prudente ${run}`;
  const senderEmail = await registerVerified(request, 'community_manager', senderName);
  const receiverEmail = await registerVerified(request, 'community_manager', receiverName);
  const sender = await (await browser.newContext()).newPage();
  await signIn(sender, senderEmail);
  await expect(sender).toHaveURL(/\/dashboard/);
  const senderId = await currentUserId(sender);
  const receiver = await (await browser.newContext()).newPage();
  await signIn(receiver, receiverEmail);
  await expect(receiver).toHaveURL(/\/dashboard/);
  const receiverId = await currentUserId(receiver);

  const scam = `Pour commencer, réglez l’acompte de 200 € par Western Union (${run}).`;
  await visit(sender, `/dashboard?tab=messages&with=${receiverId}`);
  await sender.getByRole('textbox', { name: 'Votre message' }).fill(scam);
  // The composer warns before sending: its button becomes 'Envoyer quand même'.
  await sender.getByRole('button', { name: 'Envoyer quand même' }).click();
  await expect(sender.getByRole('region', { name: `Conversation avec ${receiverName}` }).getByText(scam)).toBeVisible();

  await visit(receiver, `/dashboard?tab=messages&with=${senderId}`);
  const bubble = receiver
    .getByRole('region', { name: `Conversation avec ${senderName}` })
    .getByRole('listitem')
    .filter({ hasText: scam });
  await bubble.getByRole('button', { name: `Signaler ce message de ${senderName}` }).click();
  await expect(bubble.getByText('Signalé')).toBeVisible();

  // The admin cannot untick automated detection: the platform's detector flagged the message.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await visit(admin, '/admin/notices');
  const label = `Message de ${senderName} à ${receiverName}`;
  const item = admin.getByRole('listitem').filter({ has: admin.getByRole('article', { name: label }) });
  const automated = item.getByRole('checkbox', { name: 'Une détection automatisée a contribué à ce signalement' });
  await expect(automated).toBeChecked();
  await expect(automated).toBeDisabled();
  await expect(item.getByText('Le détecteur d’arnaques de la plateforme a repéré ce contenu : la décision le mentionnera.')).toBeVisible();
  await item.getByRole('combobox', { name: 'Décision' }).selectOption({ label: 'Contenu supprimé' });
  await item
    .getByRole('textbox', { name: 'Motif de la décision' })
    .fill('Demande de paiement hors plateforme (conditions d’utilisation, article 7).');
  await item.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(admin.getByText('Décision enregistrée. L’auteur et la personne qui a signalé ont été informés.')).toBeVisible();

  // 'Traités' keeps the decision, read-only.
  await admin.getByRole('tab', { name: 'Traités' }).click();
  const decided = admin.getByRole('listitem').filter({ has: admin.getByRole('article', { name: label }) });
  await expect(decided).toContainText('Contenu supprimé — décidé par');
  await expect(decided.getByText('Détection automatisée : oui')).toBeVisible();
  for (const width of [1280, 360]) {
    await admin.setViewportSize({ width, height: 800 });
    await expectAccessible(admin, `/admin/notices, 'Traités' at ${width} px`);
  }

  // The author's statement of reasons and the notifier's outcome both say automated detection was involved.
  await visit(receiver, '/dev/mailbox');
  const statement = receiver
    .getByRole('article')
    .filter({ hasText: senderEmail })
    .filter({ hasText: 'Décision de modération concernant votre contenu' });
  await expect(statement).toContainText('Une détection automatisée a contribué à ce signalement ; la décision a été prise par une personne.');
  const outcome = receiver.getByRole('article').filter({ hasText: receiverEmail }).filter({ hasText: 'Suite donnée à votre signalement' });
  await expect(outcome).toContainText('Une détection automatisée a contribué à l’examen de ce contenu ; la décision a été prise par une personne.');
  await expect(outcome.getByRole('link', { name: /\/contester\// })).toBeVisible();
});

import { expectAccessible } from '../accessibility/expect-accessible';
import { currentUserId, DEMO, expect, registerVerified, sendNoticeForm, signIn, test } from '../fixtures';

test('an admin removes a reported message; both members see it replaced live', async ({ browser, request }) => {
  const run = Date.now() % 100000;
  const senderName = `Inès Morel ${run}`;
  const receiverName = `Bastien Roy ${run}`;
  const abusive = `Tu es un incapable, je vais te pourrir ${run}`;
  const senderEmail = await registerVerified(request, 'community_manager', senderName);
  const receiverEmail = await registerVerified(request, 'community_manager', receiverName);

  // Two community managers (they write to each other for free), each on their messages tab.
  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await signIn(sender, senderEmail);
  await expect(sender).toHaveURL(/\/dashboard/);
  const senderId = await currentUserId(sender);
  // The receiver reports from a phone.
  const receiverContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const receiver = await receiverContext.newPage();
  await signIn(receiver, receiverEmail);
  await expect(receiver).toHaveURL(/\/dashboard/);
  const receiverId = await currentUserId(receiver);

  await sender.goto(`/dashboard?tab=messages&with=${receiverId}`);
  await sender.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour, on travaille ensemble ?');
  await sender.getByRole('button', { name: 'Envoyer' }).click();
  await sender.getByRole('textbox', { name: 'Votre message' }).fill(abusive);
  await sender.getByRole('button', { name: 'Envoyer' }).click();
  const senderThread = sender.getByRole('region', { name: `Conversation avec ${receiverName}` });
  await expect(senderThread.getByText(abusive)).toBeVisible();

  // The receiver reports it with the notice form (DSA): a category, an explanation, good faith.
  await receiver.goto(`/dashboard?tab=messages&with=${senderId}`);
  const receiverThread = receiver.getByRole('region', { name: `Conversation avec ${senderName}` });
  const abusiveBubble = receiverThread.getByRole('listitem').filter({ hasText: abusive });
  await abusiveBubble.getByRole('button', { name: `Signaler ce message de ${senderName}` }).click();
  const form = receiver.getByRole('dialog', { name: 'Signaler un contenu' });
  await expect(form.getByLabel('Votre email')).toHaveCount(0); // a member's is their account's
  // Too short an explanation is refused, as the hint says.
  await expect(form.getByText(/20 caractères au moins\.$/)).toBeVisible();
  await form.getByLabel('Explication').fill('Insultant.');
  await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(form.getByText('Expliquez en quelques mots (20 caractères au moins).')).toBeVisible();
  await expectAccessible(receiver, "the conversation's 'Signaler' form at 360 px");
  expect(await receiver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await sendNoticeForm(receiver, 'Discours haineux ou harcèlement', `Insultes et menaces répétées dans ce message (${run}).`);
  await expect(abusiveBubble.getByText('Signalé')).toBeVisible();
  // Back on a wide screen, where the conversation list shows beside the thread.
  await receiver.setViewportSize({ width: 1280, height: 800 });

  // The admin finds it among the reported messages and removes it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/messages');
  await expect(admin.getByRole('heading', { name: 'Gestion des messages' })).toBeVisible();
  // The box follows the URL, which the router updates in a transition: click, then wait for it.
  const reportedOnly = admin.getByRole('checkbox', { name: 'Messages signalés uniquement' });
  await reportedOnly.click();
  await expect(admin).toHaveURL(/reported=true/);
  await expect(reportedOnly).toBeChecked();
  await admin.getByRole('searchbox', { name: 'Rechercher un message' }).fill(`pourrir ${run}`);
  await expect(admin).toHaveURL(/q=pourrir/);
  const row = admin.getByRole('article', { name: `Message de ${senderName} à ${receiverName}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(abusive)).toBeVisible();
  await expect(row.getByText('Signalé')).toBeVisible();
  await expect(admin.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeVisible();
  await row.getByRole('button', { name: `Supprimer le message de ${senderName}` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('Êtes-vous sûr de vouloir supprimer ce message ?');
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toBeHidden();
  // Removed, so no longer reported nor matched by its text.
  await expect(admin.getByText('Aucun message trouvé')).toBeVisible();
  // The report is a notice in the one queue, with the receiver's category and explanation.
  await admin.goto('/admin/notices');
  await expect(admin.getByText(`Insultes et menaces répétées dans ce message (${run}).`)).toBeVisible();

  // Both open conversations show the removal in place, without reload; the text is gone.
  for (const thread of [senderThread, receiverThread]) {
    await expect(thread.getByText('Message supprimé par la modération')).toBeVisible();
    await expect(thread.getByText(abusive)).toHaveCount(0);
    await expect(thread.getByText('Bonjour, on travaille ensemble ?')).toBeVisible();
  }
  // The removed message can no longer be reported (the first one still can).
  const removedBubble = receiverThread.getByRole('listitem').filter({ hasText: 'Message supprimé par la modération' });
  await expect(removedBubble.getByRole('button', { name: /^Signaler/ })).toHaveCount(0);
  await expect(receiverThread.getByRole('button', { name: `Signaler ce message de ${senderName}` })).toHaveCount(1);
  // And after a reload too, in the conversation list's preview as well.
  await receiver.reload();
  await expect(receiver.getByRole('navigation', { name: 'Conversations' }).getByText('Message supprimé par la modération')).toBeVisible();

  await adminContext.close();
  await receiverContext.close();
  await senderContext.close();
});

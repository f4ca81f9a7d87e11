import { expectAccessible } from '../accessibility/expect-accessible';
import { currentUserId, DEMO, expect, registerVerified, signIn, test } from '../fixtures';

test('a scam message is warned before sending, shown with a safety notice, and queued for moderation', async ({ browser, request }) => {
  const run = Date.now() % 100000;
  const senderName = `Yanis Leroy ${run}`;
  const receiverName = `Chloé Perrin ${run}`;
  const scam = `Pour aller plus vite écris-moi sur WhatsApp au 06 12 34 56 78, paiement en cartes cadeaux ${run}`;
  // Two new community managers (they write to each other for free, no hire between them).
  const senderEmail = await registerVerified(request, 'community_manager', senderName);
  const receiverEmail = await registerVerified(request, 'community_manager', receiverName);

  const receiverContext = await browser.newContext();
  const receiver = await receiverContext.newPage();
  await signIn(receiver, receiverEmail);
  await expect(receiver).toHaveURL(/\/dashboard/);
  const receiverId = await currentUserId(receiver);

  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await signIn(sender, senderEmail);
  await expect(sender).toHaveURL(/\/dashboard/);
  const senderId = await currentUserId(sender);

  // The sender is warned while writing, before anything is sent.
  await sender.goto(`/dashboard?tab=messages&with=${receiverId}`);
  const box = sender.getByRole('textbox', { name: 'Votre message' });
  await box.fill('Bonjour Chloé, ravie d’échanger avec toi !');
  await expect(sender.getByText('Avant d’envoyer ce message')).toHaveCount(0);
  await sender.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await box.fill(scam);
  const warning = sender.getByRole('status').filter({ hasText: 'Avant d’envoyer ce message' });
  await expect(warning).toContainText(
    'Votre message contient un numéro de téléphone, une invitation à échanger hors de CM Connect (WhatsApp, Telegram…) et une demande de paiement hors de la plateforme.',
  );
  await expectAccessible(sender, 'the composer warning before sending');
  // Enter does not send a warned text (only 'Envoyer quand même' does), and the hint says so.
  await box.press('Enter');
  await expect(sender.getByText(/Entrée n’envoie pas ce message/)).toBeVisible();
  await expect(box).toHaveValue(scam);
  await sender.getByRole('button', { name: 'Envoyer quand même' }).click();
  const senderThread = sender.getByRole('region', { name: `Conversation avec ${receiverName}` });
  await expect(senderThread.getByText(scam)).toBeVisible();
  await expect(warning).toHaveCount(0);

  // The receiver sees it with a safety notice under it (and none under the first message).
  await receiver.goto(`/dashboard?tab=messages&with=${senderId}`);
  const receiverThread = receiver.getByRole('region', { name: `Conversation avec ${senderName}` });
  const scamBubble = receiverThread.getByRole('listitem').filter({ hasText: scam });
  await expect(scamBubble.getByRole('note')).toContainText('Prudence : ce message contient un numéro de téléphone');
  await expect(receiverThread.getByRole('listitem').filter({ hasText: 'ravie d’échanger' }).getByRole('note')).toHaveCount(0);
  await expectAccessible(receiver, 'a received message with its safety notice');

  // A new account's message is in the admin's queue with what was detected.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/admin/messages?reported=true&q=${encodeURIComponent(`cadeaux ${run}`)}`);
  await expect(admin.getByRole('checkbox', { name: 'Messages signalés uniquement' })).toBeChecked();
  const row = admin.getByRole('article', { name: `Message de ${senderName} à ${receiverName}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Détecté automatiquement')).toBeVisible();
  await expect(row).toContainText(
    'Motif détecté : un numéro de téléphone, une invitation à échanger hors de CM Connect (WhatsApp, Telegram…) et une demande de paiement hors de la plateforme',
  );
  await expectAccessible(admin, 'a message queued by the scam detector');

  // At a phone's width the warning and the notice still fit.
  await receiver.setViewportSize({ width: 360, height: 740 });
  const notice = scamBubble.getByRole('note');
  await expect(notice).toBeVisible();
  const noticeBox = (await notice.boundingBox())!;
  expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(360);

  await adminContext.close();
  await senderContext.close();
  await receiverContext.close();
});

import { DEMO_PASSWORD, expect, mailedLink, registerVerified, signIn, test } from '../fixtures';

/**
 * A member who is not in the app learns by mail that a message waits (one mail per conversation
 * until it is read). The e2e server mails after 2 s (MESSAGE_MAIL_DELAY_SECONDS) instead of 10 min.
 */
test('a message left unread is mailed to its recipient, whose link opens the conversation', async ({ page, request, browser }) => {
  const suffix = Date.now() % 100000;
  const senderName = `Léo Marchand ${suffix}`;
  const senderEmail = await registerVerified(request, 'community_manager', senderName);
  const recipientEmail = await registerVerified(request, 'community_manager', `Inès Roussel ${suffix}`);

  // The recipient's id, from their own session (they then leave the app).
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  await signIn(recipient, recipientEmail);
  await expect(recipient).toHaveURL(/\/dashboard/);
  const { user } = (await (await recipient.request.get('/api/me')).json()) as { user: { id: string } };
  await recipientContext.clearCookies();

  // Two messages: one mail for the conversation.
  await signIn(page, senderEmail);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/dashboard?tab=messages&with=${user.id}`);
  const composer = page.getByRole('textbox', { name: 'Votre message' });
  await composer.fill('Bonjour Inès,\nje cherche une binôme pour un lancement TikTok.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const conversation = page.getByRole('region', { name: /^Conversation avec/ });
  await expect(conversation.getByText('je cherche une binôme pour un lancement TikTok.')).toBeVisible();
  await composer.fill('Êtes-vous disponible ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(conversation.getByText('Êtes-vous disponible ?')).toBeVisible();

  const link = await mailedLink(request, recipientEmail, '/dashboard?tab=messages');
  expect(new URL(link).searchParams.get('with')).toBe((await (await page.request.get('/api/me')).json()).user.id);
  const mails = (await (await request.get('/dev/mailbox.json')).json()).mails as { to: string; subject: string; text: string }[];
  const messageMails = mails.filter((mail) => mail.to === recipientEmail && mail.subject.startsWith('Nouveau message'));
  expect(messageMails).toHaveLength(1);
  expect(messageMails[0]!.subject).toBe(`Nouveau message de ${senderName} - CM Connect`);
  expect(messageMails[0]!.text).toContain(`${senderName} vous a écrit :`);
  expect(messageMails[0]!.text).toContain('Bonjour Inès,');
  expect(messageMails[0]!.text).toContain('/desinscription?token=');

  // The mailed link, signed out: sign in, then straight to the conversation.
  await recipient.goto(link);
  await expect(recipient).toHaveURL(/\/auth\/login/);
  await recipient.getByLabel('Email').fill(recipientEmail);
  await recipient.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await recipient.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(recipient).toHaveURL(/with=/);
  await expect(recipient.getByRole('region', { name: /^Conversation avec/ }).getByText('Êtes-vous disponible ?')).toBeVisible();
  await recipientContext.close();
});

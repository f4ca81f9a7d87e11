import type { Page } from '@playwright/test';
import { currentUserId, DEMO, expect, payOnSimulator, payToApply, registerVerified, signIn, TEST_CARDS, test } from '../fixtures';
import { fillBid } from '../members/missions';

test.describe.configure({ mode: 'serial' });

async function openMissionOfDemoCompany(company: Page): Promise<string> {
  const companyId = await currentUserId(company);
  const { profile } = await (await company.request.get(`/api/profiles/${companyId}`)).json();
  const mission = profile.openMissions[0] as { id: string };
  return mission.id;
}

test('a community manager pays and applies; the company accepts; both talk live', async ({ browser, request }) => {
  const cmName = `Nina Lefèvre ${Date.now() % 10000}`;
  const cmEmail = await registerVerified(request, 'community_manager', cmName);

  const companyContext = await browser.newContext();
  const company = await companyContext.newPage();
  await signIn(company, DEMO.company);
  await expect(company).toHaveURL(/\/dashboard/);
  const missionId = await openMissionOfDemoCompany(company);

  const cmContext = await browser.newContext();
  const cm = await cmContext.newPage();
  await signIn(cm, cmEmail);
  await expect(cm).toHaveURL(/\/dashboard/);

  // A declined card leaves the mission locked.
  await cm.goto(`/jobs/${missionId}`);
  await cm.getByRole('button', { name: /Postuler \(3,00/ }).click();
  const dialog = cm.getByRole('dialog', { name: 'Postuler à cette mission' });
  await expect(dialog).toContainText('3,00');
  await dialog.getByRole('button', { name: /Payer 3,00/ }).click();
  await payOnSimulator(cm, TEST_CARDS.declined);
  await expect(cm.getByRole('alert')).toContainText('Votre carte a été refusée');
  await cm.goto(`/jobs/${missionId}`);
  await expect(cm.getByRole('button', { name: /Postuler \(3,00/ })).toBeVisible();
  await expect(cm.getByRole('textbox', { name: 'Lettre de motivation' })).toHaveCount(0);

  // 4242 unlocks this mission: cover letter, then 'Candidature envoyée'.
  // The success page sends her straight back to the application form of this mission.
  await payToApply(cm, missionId);
  const letter = cm.getByRole('textbox', { name: 'Lettre de motivation' });
  await letter.fill('Bonjour, je serais ravie de dynamiser votre Instagram avec des contenus gourmands.');
  await fillBid(cm);
  await cm.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(cm.getByText('Candidature envoyée').first()).toBeVisible();

  // The company is told (its dashboard's notifications), then accepts it.
  await company.goto('/dashboard');
  await expect(company.getByText(new RegExp(`^${cmName} a postulé à votre mission`))).toBeVisible();
  await company.goto('/dashboard?tab=received');
  const application = company.getByRole('article', { name: cmName });
  await application.getByRole('button', { name: 'Accepter' }).click();
  await expect(application.getByText('Acceptée')).toBeVisible();

  // Both dashboards are open: messages appear without reload.
  await cm.goto('/dashboard?tab=messages');
  await application.getByRole('link', { name: 'Contacter' }).click();
  await expect(company).toHaveURL(/tab=messages/);
  await company.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour Nina, bienvenue à bord !');
  await company.getByRole('button', { name: 'Envoyer' }).click();

  // The conversation list of the open dashboard shows it live, before anything is clicked.
  const cmConversations = cm.getByRole('navigation', { name: 'Conversations' });
  await expect(cmConversations.getByText('Bonjour Nina, bienvenue à bord !')).toBeVisible();
  await expect(cmConversations.getByRole('link').first()).toContainText('1 non lu');
  // Opening it marks it read (a POST): the unread badge goes.
  await cmConversations.getByRole('link').first().click();
  await expect(cmConversations.getByRole('link').first()).not.toContainText('non lu');
  await cm.getByRole('textbox', { name: 'Votre message' }).fill('Merci, je commence lundi.');
  await cm.getByRole('textbox', { name: 'Votre message' }).press('Enter');
  await expect(company.getByRole('region', { name: /^Conversation avec/ }).getByText('Merci, je commence lundi.')).toBeVisible();

  await cmContext.close();
  await companyContext.close();
});

test('a company pays to contact a community manager and sends a message', async ({ page, request, browser }) => {
  const cmName = `Hugo Perrin ${Date.now() % 10000}`;
  const cmEmail = await registerVerified(request, 'community_manager', cmName);
  const cmContext = await browser.newContext();
  const cmPage = await cmContext.newPage();
  await signIn(cmPage, cmEmail);
  await expect(cmPage).toHaveURL(/\/dashboard/);
  const cmId = await currentUserId(cmPage);
  await cmContext.close();

  await signIn(page, DEMO.company);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/profile/${cmId}`);
  await page.getByRole('button', { name: 'Contacter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contacter ce community manager' });
  await expect(dialog).toContainText('3,00');
  await dialog.getByRole('button', { name: /Payer 3,00/ }).click();
  await payOnSimulator(page, TEST_CARDS.success);
  // The success page sends the company back to the profile, its message form open.
  await expect(page).toHaveURL(new RegExp(`/profile/${cmId}$`));
  const messageDialog = page.getByRole('dialog', { name: `Envoyer un message à ${cmName}` });
  const send = messageDialog.getByRole('button', { name: 'Envoyer' });
  await messageDialog.getByRole('textbox', { name: 'Message', exact: true }).fill('   ');
  await send.click();
  await expect(messageDialog.getByText('Le message ne peut pas être vide.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${cmId}$`));
  await messageDialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour Hugo, êtes-vous disponible en janvier ?');
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=messages&with=${cmId}`));
  await expect(page.getByText('Bonjour Hugo, êtes-vous disponible en janvier ?').first()).toBeVisible();
});

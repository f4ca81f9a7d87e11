import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, signIn, test } from '../fixtures';

type Mail = { id: string; to: string; status: string; error: string | null };
const mailbox = async (request: APIRequestContext) => ((await (await request.get('/dev/mailbox.json')).json()) as { mails: Mail[] }).mails;

test("an admin finds a mail given up after every attempt among the failed jobs and runs it again ('Relancer')", async ({ page, request }) => {
  // The demo data holds a notification mail to the demo company that the mail server refused 10 times.
  const refused = (await mailbox(request)).find((mail) => mail.to === DEMO.company && mail.error?.startsWith('421 4.7.0'));
  expect(refused, 'the demo mail given up').toMatchObject({ status: 'failed' });

  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Tâches en échec' }).click();
  await expect(page).toHaveURL(/\/admin\/background-jobs$/);
  await expect(page.getByRole('heading', { name: 'Tâches en échec' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: '421 4.7.0 Service temporairement indisponible' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Envoi d'un email")).toBeVisible();
  await expect(row.getByText('mail.deliver')).toBeVisible();
  await expect(row.getByText('10 / 10')).toBeVisible();

  await row.getByRole('button', { name: /^Relancer la tâche « Envoi d'un email » en échec le / }).click();
  await expect(page.getByText('Tâche relancée')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The worker ran it at once: the mail went out this time.
  await expect.poll(async () => (await mailbox(request)).find((mail) => mail.id === refused!.id)?.status).toBe('sent');
  // And it stays off the list after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tâches en échec' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '421 4.7.0' })).toHaveCount(0);
});

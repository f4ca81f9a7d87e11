import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** The newest link mailed to `to` whose URL contains `pathPart` (read from the dev mailbox). */
export async function mailedLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        const { mails } = (await response.json()) as { mails: Mail[] };
        link = mails
          .filter((mail) => mail.to === to)
          .map((mail) => mail.text.match(/https?:\/\/\S+/)?.[0])
          .find((url) => url?.includes(pathPart));
        return link;
      },
      { message: `a mail to ${to} with a link to ${pathPart}` },
    )
    .toBeTruthy();
  return link!;
}

/** A unique email per run, so journeys never collide with demo data or earlier runs. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.cmconnect.fr`;
}

export const DEMO_PASSWORD = 'demo-cmconnect';
export const DEMO = {
  admin: 'admin@cmconnect.fr',
  communityManager: 'camille.martin@demo.cmconnect.fr',
  company: 'contact@boulangerie-dupont.demo.cmconnect.fr',
  individual: 'julien.bernard@demo.cmconnect.fr',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
}

export const test = base;
export { expect };

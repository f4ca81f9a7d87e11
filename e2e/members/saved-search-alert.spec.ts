import { expect, registerVerified, signIn, test } from '../fixtures';
import { fillMission, uniqueWord } from './missions';

type Mail = { to: string; subject: string; text: string };

test('a community manager saves a mission search with filters, renames and opens it from Mes recherches, and is mailed when a client publishes a matching mission', async ({
  page,
  browser,
}) => {
  // Two members, four screens and a mail on a shared machine.
  test.setTimeout(180_000);
  const word = uniqueWord('alerte');
  const email = await registerVerified(page.request, 'community_manager', 'Lina Veille');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);

  // Save the search page's filters (text and city) with an immediate alert.
  await page.goto(`/search?type=jobs&q=${word}&location=Lyon`);
  await page.getByRole('button', { name: 'Sauvegarder cette recherche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sauvegarder cette recherche' });
  await expect(dialog.getByLabel('Nom de la recherche')).toHaveValue(`${word} · Lyon`);
  await dialog.getByLabel('Nom de la recherche').fill(`Missions ${word}`);
  await dialog.getByLabel('Alerte par email et sur le site').selectOption({ label: 'Dès qu’une mission est publiée' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Recherche enregistrée. Retrouvez-la dans « Mes recherches ».')).toBeVisible();

  // 'Mes recherches' lists it; rename it, then open it with its filters.
  await page.goto('/dashboard?tab=searches');
  await expect(page.getByRole('heading', { name: `Missions ${word}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Alerte de « Missions ${word} »` })).toHaveValue('immediate');
  await page.getByRole('button', { name: `Renommer « Missions ${word} »` }).click();
  const rename = page.getByRole('dialog', { name: 'Renommer la recherche' });
  await rename.getByLabel('Nom de la recherche').fill(`Lyon ${word}`);
  await rename.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { name: `Lyon ${word}` })).toBeVisible();
  await page.getByRole('link', { name: `Ouvrir « Lyon ${word} »` }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const opened = new URL(page.url()).searchParams;
  expect([opened.get('type'), opened.get('q'), opened.get('location')]).toEqual(['jobs', word, 'Lyon']);
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(word);

  // A client publishes a matching mission (in Lyon, with the word): the alert is mailed at once.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const clientEmail = await registerVerified(client.request, 'company', 'Maison Alerte');
  await signIn(client, clientEmail);
  await expect(client).toHaveURL(/\/dashboard/);
  await client.goto('/dashboard/missions/new');
  await fillMission(client, `Community manager ${word}`);
  await client.getByRole('button', { name: 'Publier la mission' }).click();
  await expect(client).toHaveURL(/tab=offers/);
  await clientContext.close();

  let alert: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { mails } = (await (await page.request.get('/dev/mailbox.json')).json()) as { mails: Mail[] };
        alert = mails.find((mail) => mail.to === email && mail.subject.startsWith(`Nouvelles missions pour « Lyon ${word} »`));
        return alert;
      },
      { message: 'the alert mail in the outbox', timeout: 30_000 },
    )
    .toBeTruthy();
  expect(alert!.text).toContain(`1 nouvelle mission correspond à votre recherche « Lyon ${word} ».`);
  expect(alert!.text).toContain(`• Community manager ${word} — Lyon`);
  expect(alert!.text).toMatch(/\/alertes\/desinscription\?token=/);
});

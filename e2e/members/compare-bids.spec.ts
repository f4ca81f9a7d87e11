import { baseURL } from '../../playwright.config';
import { expectAccessible } from '../accessibility/expect-accessible';
import { DEMO, expect, payToApply, registerVerified, signIn, test } from '../fixtures';
import { apiSignIn, payAndApply } from './api';
import { dayFromNow, fillBid, fillMission, uniqueWord } from './missions';

const frenchDay = (day: string) => day.split('-').reverse().join('/');

test('a client publishes a structured brief, two community managers bid on it, the client compares their bids', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const suffix = Date.now() % 100000;
  const cmName = `Nora Vidal ${suffix}`;
  const start = dayFromNow(30);

  // The client's mission says what it needs: networks, monthly volumes, ads, start.
  const client = await (await browser.newContext()).newPage();
  await signIn(client, await registerVerified(client.request, 'company', `Épicerie Fine ${suffix}`));
  await expect(client).toHaveURL(/\/dashboard/);
  await client.goto('/dashboard/missions/new');
  const title = `Instagram et TikTok ${uniqueWord('brief')}`;
  await fillMission(client, title);
  const networks = client.getByRole('group', { name: 'Réseaux concernés' });
  await networks.getByRole('checkbox', { name: 'Instagram' }).check();
  await networks.getByRole('checkbox', { name: 'TikTok' }).check();
  await client.getByLabel('Publications par mois', { exact: true }).fill('12');
  await client.getByLabel('Vidéos courtes par mois', { exact: true }).fill('4');
  await client.getByLabel('Publicité (ads) gérée par le community manager').selectOption({ label: 'Oui' });
  await client.getByLabel('Budget publicitaire mensuel (€)').fill('500');
  await client.getByLabel('Date de démarrage souhaitée').fill(start);
  await expectAccessible(client, 'the mission form with its brief');
  await client.getByRole('button', { name: 'Publier la mission' }).click();
  await expect(client.getByRole('article', { name: title }).getByText('En cours')).toBeVisible();
  const { jobs } = (await (await client.request.get('/api/me/jobs')).json()) as { jobs: { id: string; title: string }[] };
  const missionId = jobs.find((job) => job.title === title)!.id;

  // A new community manager reads the brief, pays and bids in total; her bid answers each volume asked for.
  const cm = await (await browser.newContext()).newPage();
  await signIn(cm, await registerVerified(cm.request, 'community_manager', cmName));
  await expect(cm).toHaveURL(/\/dashboard/);
  await cm.goto(`/jobs/${missionId}`);
  const brief = cm.getByRole('region', { name: 'Le brief' });
  await expect(brief.getByText('Instagram, TikTok')).toBeVisible();
  await expect(brief.getByText('12 publications / mois · 4 vidéos courtes / mois')).toBeVisible();
  await expect(brief.getByText('Oui, budget de 500 € / mois')).toBeVisible();
  await expect(brief.getByText(frenchDay(start))).toBeVisible();
  await payToApply(cm, missionId);
  await cm.getByRole('textbox', { name: 'Lettre de motivation' }).fill('Bonjour, je crée des vidéos courtes pour des épiceries fines.');
  await expect(cm.getByLabel('Stories par mois')).toHaveCount(0);
  await fillBid(cm, { amount: '2400', basis: 'Au total', months: '3', start: dayFromNow(20), volume: '12' });
  await expectAccessible(cm, 'the application form with its bid');
  await cm.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(cm.getByText('Candidature envoyée').first()).toBeVisible();

  // The demo community manager (rated, experienced) pays and bids through the API, per month, starting later.
  const demoApi = await playwright.request.newContext({ baseURL });
  await apiSignIn(demoApi, DEMO.communityManager);
  await payAndApply(demoApi, missionId, 'Bonjour, je gère Instagram et TikTok pour des commerces lyonnais depuis des années.', {
    amount: 1100,
    basis: 'monthly',
    earliest_start: dayFromNow(40),
    volumes: { posts: 12, short_videos: 4 },
  });

  // The client compares them by price per month: her 2 400 € over 3 months (≈ 800 € a month) before 1 100 € a month.
  await client.goto(`/dashboard?tab=received&mission=${missionId}`);
  await client.getByRole('link', { name: 'Comparer les offres de cette mission' }).click();
  await expect(client).toHaveURL(new RegExp(`/dashboard/missions/${missionId}/offres$`));
  const rows = client.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(cmName);
  await expect(rows.nth(1)).toContainText('2 400 € au total sur 3 mois');
  await expect(rows.nth(1)).toContainText('soit ≈ 800 € / mois (calculé à partir du total et de la durée)');
  await expect(rows.nth(1)).toContainText('Nouveau');
  await expect(rows.nth(1)).toContainText(frenchDay(dayFromNow(20)));
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Camille Martin');
  await expect(rows.nth(2)).toContainText('1 100 € / mois');
  await expect(rows.nth(2)).toContainText(/\d,\d\/5 \(\d+ avis\)/);
  await expect(rows.nth(2)).toContainText(/ans? d'expérience/);
  await expect(client.getByRole('columnheader', { name: /Prix/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectAccessible(client, "'Comparer les offres'");

  // From the comparison, the client shortlists the demo community manager (the pipeline's step, ADR 0051).
  await rows.nth(2).getByRole('button', { name: 'Présélectionner' }).click();
  await expect(rows.nth(2)).toContainText('Présélectionnée');
  await expect(rows.nth(2).getByRole('button', { name: 'Présélectionner' })).toHaveCount(0);
  await expect(rows.nth(2).getByRole('button', { name: 'Accepter' })).toBeVisible();
  await expectAccessible(client, "'Comparer les offres' after a shortlisting");

  await client.getByRole('link', { name: /Démarrage/ }).click();
  await expect(client).toHaveURL(/sort=start/);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(cmName);
  await expect(rows.nth(2)).toContainText('Présélectionnée');
  await expect(client.getByRole('columnheader', { name: /Démarrage/ })).toHaveAttribute('aria-sort', 'ascending');

  // On a phone (360 px) the page does not overflow: the table scrolls in its own box.
  await client.setViewportSize({ width: 360, height: 740 });
  await client.reload();
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(cmName);
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(client, "'Comparer les offres' on a phone");
});

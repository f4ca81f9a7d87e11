import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { DEMO_PASSWORD, expect } from '../fixtures';
import { dayFromNow } from './missions';

/** Journeys' set-up through the API, where the steps are not what the journey shows. */
const origin = { origin: baseURL };

/** A member signed in through the API (applying is not what this journey shows). */
export async function apiSignIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD }, headers: origin });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A bid as the API takes it (ADR 0055). */
type Bid = { amount: number; basis: 'monthly' | 'total'; earliest_start: string; volumes?: Record<string, number> };

/** Pays for the mission on the local card simulator and applies with `bid` (a monthly one by default), all through the API. */
export async function payAndApply(
  request: APIRequestContext,
  missionId: string,
  coverLetter: string,
  bid: Bid = { amount: 900, basis: 'monthly', earliest_start: dayFromNow(14) },
) {
  const checkout = await request.post('/api/checkout', {
    data: { priceId: 'price_achat_contact', mode: 'payment', purpose: 'application', targetId: missionId },
    headers: origin,
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!.split('?')[0]!;
  const paid = await request.post(`/api/checkout/simulator/${sessionId}/pay`, {
    data: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
    headers: origin,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const applied = await request.post(`/api/jobs/${missionId}/applications`, {
    data: { coverLetter, bid },
    headers: origin,
  });
  expect(applied.status(), await applied.text()).toBe(201);
}

export async function publishMission(request: APIRequestContext, title: string): Promise<string> {
  const { skills } = (await (await request.get('/api/catalog/skills')).json()) as { skills: { id: string }[] };
  const response = await request.post('/api/jobs', {
    headers: origin,
    data: {
      title,
      description: 'Nous cherchons une personne pour animer nos réseaux sociaux trois fois par semaine.',
      job_type: 'freelance',
      location: 'Lyon',
      latitude: 45.74846,
      longitude: 4.84671,
      is_remote: false,
      duration: '3 mois',
      budget_min: 500,
      budget_max: 900,
      requirements: [],
      skills: [skills[0]!.id],
      status: 'open',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

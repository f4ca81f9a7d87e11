import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import PricingRoute from './pricing.tsx';

const company: TMe = {
  id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0002',
  email: 'lea@example.fr',
  fullName: 'Léa Durand',
  userType: 'company',
  isAdmin: false,
  twoFactorRequired: false,
  avatarUrl: null,
};

function renderPricing(user: TMe | null) {
  mockApi({ 'GET /api/me': { body: { user } } });
  return renderRoutes([{ path: '/pricing', Component: PricingRoute }], '/pricing');
}

describe('pricing page', () => {
  it('shows the contact product at 3.00 €, one-off, and the Enterprise card with Contact Sales', async () => {
    renderPricing(null);

    const product = screen.getByRole('article', { name: 'Achat contact' });
    expect(within(product).getByText('3.00 €')).toBeInTheDocument();
    expect(within(product).getByText('one-off payment')).toBeInTheDocument();
    const enterprise = screen.getByRole('article', { name: 'Enterprise' });
    expect(within(enterprise).getByText('Contact us')).toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: 'Sign in to purchase' })).toHaveAttribute('href', '/auth/login?redirectTo=%2Fpricing');
    expect(document.title).toBe('Pricing — CM Connect');
  });

  it('has four FAQs, one of them the 30-day money-back guarantee', () => {
    renderPricing(null);

    const faq = screen.getByRole('heading', {
      name: 'Frequently asked questions',
    }).parentElement!;
    expect(faq.querySelectorAll('details')).toHaveLength(4);
    expect(within(faq).getByText(/30-day money-back guarantee/)).toBeInTheDocument();
  });

  it('tells a member to pay from a profile or a mission, since each fee unlocks one of them', async () => {
    renderPricing(company);

    expect(await screen.findByText('The fee is paid where it is used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse community managers' })).toHaveAttribute('href', '/search?type=managers');
    expect(screen.getByRole('link', { name: 'Browse missions' })).toHaveAttribute('href', '/search?type=jobs');
    expect(screen.queryByRole('link', { name: 'Sign in to purchase' })).not.toBeInTheDocument();
  });
});

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
  it('shows the contact product at 3,00 € TTC, one-off, and the offer for companies, in French', async () => {
    renderPricing(null);

    const product = screen.getByRole('article', { name: 'Achat contact' });
    expect(within(product).getByText('3,00 €')).toBeInTheDocument();
    expect(within(product).getByText('TTC, paiement unique')).toBeInTheDocument();
    const enterprise = screen.getByRole('article', { name: 'Entreprises' });
    expect(within(enterprise).getByText('Sur devis')).toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: 'Contacter notre équipe' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: 'Se connecter pour acheter' })).toHaveAttribute('href', '/auth/login?redirectTo=%2Fpricing');
    expect(document.title).toBe('Tarifs — CM Connect');
    expect(document.querySelector('[lang="en"]')).toBeNull();
  });

  it('has four FAQs, one of them the 30-day money-back guarantee', () => {
    renderPricing(null);

    const faq = screen.getByRole('heading', {
      name: 'Questions fréquentes',
    }).parentElement!;
    expect(faq.querySelectorAll('details')).toHaveLength(4);
    expect(within(faq).getByText(/Oui, pendant 30 jours/)).toBeInTheDocument();
  });

  it('tells a member to pay from a profile or a mission, since each fee unlocks one of them', async () => {
    renderPricing(company);

    expect(await screen.findByText('Les frais se règlent là où ils servent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les community managers' })).toHaveAttribute('href', '/search?type=managers');
    expect(screen.getByRole('link', { name: 'Parcourir les missions' })).toHaveAttribute('href', '/search?type=jobs');
    expect(screen.queryByRole('link', { name: 'Se connecter pour acheter' })).not.toBeInTheDocument();
  });
});

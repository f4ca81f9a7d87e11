import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AboutRoute from './about.tsx';
import FaqRoute from './faq.tsx';
import GuidesRoute from './guides.tsx';
import PrivacyRoute from './privacy.tsx';
import TermsRoute from './terms.tsx';
import TestimonialsRoute from './testimonials.tsx';
import WebinarsRoute from './webinars.tsx';

function renderPage(Component: ComponentType, handlers: Parameters<typeof mockApi>[0] = {}) {
  mockApi(handlers);
  return renderRoutes([{ path: '*', Component }], '/');
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

describe('information pages', () => {
  it.each([
    ['À propos', AboutRoute],
    ['Questions fréquentes', FaqRoute],
    ["Conditions d'utilisation", TermsRoute],
    ['Politique de confidentialité', PrivacyRoute],
    ['Webinaires', WebinarsRoute],
  ] as const)('%s has one h1, its own title and description', (title, Component) => {
    renderPage(Component);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} — CM Connect`);
    expect(description().length).toBeGreaterThan(50);
  });

  it('terms state the one-off 3,00 € fee and the card processor', () => {
    renderPage(TermsRoute);

    expect(screen.getByRole('heading', { name: '5. Frais et paiement' })).toBeInTheDocument();
    expect(screen.getAllByText(/3,00 € TTC/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Nous ne recevons ni ne conservons jamais votre numéro de carte/)).toBeInTheDocument();
  });

  it('the privacy notice names the DPO, the CNIL and the session cookie only', () => {
    renderPage(PrivacyRoute);

    expect(screen.getAllByRole('link', { name: 'dpo@cmconnect.fr' })[0]).toHaveAttribute('href', 'mailto:dpo@cmconnect.fr');
    expect(screen.getByText(/réclamation auprès de la Commission nationale de l’informatique et des libertés/)).toBeInTheDocument();
    expect(screen.getByText(/Nous n’utilisons qu’un seul cookie : le cookie de session/)).toBeInTheDocument();
    for (const right of ['accès', 'rectification', 'effacement', 'portabilité', 'opposition']) {
      expect(screen.getByText(right)).toBeInTheDocument();
    }
  });

  it('the FAQ groups its questions in disclosures', () => {
    renderPage(FaqRoute);

    for (const group of ['Community managers', 'Entreprises et particuliers', 'Paiements', 'Compte']) {
      const section = screen.getByRole('region', { name: group });
      expect(section.querySelectorAll('details').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('webinars are planned sessions with a way to be told, and no registration', () => {
    renderPage(WebinarsRoute);

    expect(screen.getAllByText('Session prévue').length).toBeGreaterThanOrEqual(3);
    const notify = screen.getAllByRole('link', { name: /^Être prévenu/ });
    expect(notify[0]).toHaveAttribute('href', expect.stringMatching(/^mailto:contact@cmconnect\.fr\?subject=/));
  });

  it('guides list the blog’s articles by theme', async () => {
    renderPage(GuidesRoute, {
      'GET /api/blog': {
        body: {
          posts: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              title: 'Mesurer le ROI de vos actions social media',
              excerpt: 'Les indicateurs qui comptent.',
              image: null,
              category: 'Analytics',
              createdAt: '2026-10-01T08:00:00.000Z',
              readTimeMinutes: 4,
              author: { id: null, name: 'Léa Durand', avatarUrl: null },
            },
          ],
        },
      },
    });

    const link = await screen.findByRole('link', {
      name: /Mesurer le ROI de vos actions social media/,
    });
    expect(link).toHaveAttribute('href', '/blog/00000000-0000-4000-8000-000000000001');
    expect(screen.getByRole('link', { name: 'Tous les articles « Analytics »' })).toHaveAttribute('href', '/blog?category=Analytics');
  });

  it('testimonials show real reviews: stars, comment, reviewer and the reviewed community manager', async () => {
    const fetchMock = renderPageWithTestimonials();

    const card = (await screen.findByText(/Une community manager réactive/)).closest('figure')!;
    expect(within(card).getByRole('img', { name: 'Note : 5 sur 5' })).toBeInTheDocument();
    expect(card.querySelector('b'), 'user text is never HTML').toBeNull();
    expect(within(card).getByText('Paul Bernard')).toBeInTheDocument();
    expect(within(card).getByText('Entreprise')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', '/profile/00000000-0000-4000-8000-0000000000c1');
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').search).toBe('?limit=12');
  });
});

function renderPageWithTestimonials() {
  const fetchMock = mockApi({
    'GET /api/testimonials': {
      body: {
        testimonials: [
          {
            id: '00000000-0000-4000-8000-0000000000a1',
            rating: 5,
            comment: 'Une community manager réactive, <b>force de proposition</b>.',
            createdAt: '2026-09-15T08:00:00.000Z',
            reviewer: {
              id: '00000000-0000-4000-8000-0000000000b1',
              fullName: 'Paul Bernard',
              avatarUrl: null,
              userType: 'company',
            },
            reviewed: {
              id: '00000000-0000-4000-8000-0000000000c1',
              fullName: 'Camille Martin',
            },
            job: {
              id: '00000000-0000-4000-8000-0000000000d1',
              title: 'Animation Instagram',
            },
          },
        ],
      },
    },
  });
  renderRoutes([{ path: '*', Component: TestimonialsRoute }], '/');
  return fetchMock;
}

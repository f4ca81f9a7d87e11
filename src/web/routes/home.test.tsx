import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/testing/mock-api.ts';
import { managerCard, sectors, skills, uuid } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import type { TSiteStatsResponse } from '#contracts/site-stats';
import HomeRoute from './home.tsx';

const managers = [1, 2, 3, 4, 5].map((n) => managerCard({ id: uuid(n), fullName: `Membre ${n}` }));
const testimonial = {
  id: uuid(50),
  rating: 5,
  comment: 'Une collaboration parfaite, je recommande.',
  createdAt: '2025-02-10T10:00:00.000Z',
  reviewer: { id: uuid(51), fullName: 'Julie Bernard', avatarUrl: null, userType: 'company' },
  reviewed: { id: uuid(1), fullName: 'Membre 1' },
  job: null,
};
const posts = [1, 2, 3, 4].map((n) => ({
  id: uuid(60 + n),
  title: `Article ${n}`,
  excerpt: 'Un résumé.',
  image: null,
  category: 'Tendances',
  createdAt: '2025-03-01T10:00:00.000Z',
  readTimeMinutes: 4,
  author: { id: null, name: 'La rédaction', avatarUrl: null },
}));

function renderHome(stats: TSiteStatsResponse = { managers: 301, companies: 57, missions: 1234, reviews: 420, averageRating: 4.63 }) {
  mockApi({
    // A visitor: the hearts on the cards are members' (their own tests say so).
    'GET /api/me': { body: { user: null } },
    'GET /api/catalog/skills': { body: { skills } },
    'GET /api/catalog/sectors': { body: { sectors } },
    'GET /api/search/managers': { body: { items: managers, total: 5, page: 1, pageSize: 20 } },
    'GET /api/testimonials': { body: { testimonials: [testimonial] } },
    'GET /api/blog': { body: { posts } },
    'GET /api/site/stats': { body: stats },
  });
  const view = renderRoutes(
    [
      { path: '/', Component: HomeRoute },
      { path: '/search', element: <p>Recherche</p> },
    ],
    '/',
  );
  return { ...view, user: userEvent.setup() };
}

describe('home page', () => {
  it('leads the quick search to the search page with the type, speciality and industry', async () => {
    const { user, router } = renderHome();
    const form = screen.getByRole('search', { name: 'Recherche rapide' });

    await user.selectOptions(within(form).getByLabelText('Je recherche'), 'Mission');
    const tiktok = await within(form).findByRole('option', { name: 'TikTok' });
    await user.selectOptions(within(form).getByLabelText('Spécialité'), tiktok);
    const tourism = await within(form).findByRole('option', { name: 'Tourisme' });
    await user.selectOptions(within(form).getByLabelText("Secteur d'activité"), tourism);
    await user.click(within(form).getByRole('button', { name: 'Rechercher' }));

    expect(router.state.location.pathname).toBe('/search');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('jobs');
    expect(params.get('specialty')).toBe(skills[1]?.id);
    expect(params.get('industry')).toBe('Tourisme');
  });

  it('shows the best-rated managers, the figures, testimonials and the latest 3 articles', async () => {
    renderHome();

    expect(await screen.findByRole('link', { name: 'Membre 1' })).toHaveAttribute('href', `/profile/${uuid(1)}`);
    expect(screen.getByRole('link', { name: 'Membre 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Membre 5' })).not.toBeInTheDocument();

    // The real counts, rounded down as a marketplace shows them.
    const figures: Array<[string, string]> = [
      ['300+', 'community managers'],
      ['50+', 'entreprises'],
      ['1 200+', 'missions'],
      ['4,6/5', 'note moyenne'],
    ];
    for (const [value, label] of figures) {
      expect(await screen.findByText(label)).toBeInTheDocument();
      expect(screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(value);
    }

    expect(await screen.findByText(/Une collaboration parfaite/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Article 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Article 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Inscrire mon entreprise/ })).toHaveAttribute('href', '/auth/register?type=company');
  });

  it('shows no figure with nothing behind it: no average without reviews, no count of zero', async () => {
    renderHome({ managers: 3, companies: 0, missions: 0, reviews: 0, averageRating: null });

    expect(await screen.findByText('community managers')).toBeInTheDocument();
    expect(screen.getByText('community managers').nextElementSibling).toHaveTextContent('3');
    expect(screen.queryByText('entreprises')).not.toBeInTheDocument();
    expect(screen.queryByText('note moyenne')).not.toBeInTheDocument();
    expect(screen.queryByText(/\/5$/)).not.toBeInTheDocument();
  });
});

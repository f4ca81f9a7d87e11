import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPortfolioItem } from '#contracts/portfolio';
import { PORTFOLIO_MAX_ITEMS, portfolioMessages } from '#contracts/portfolio-terms';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { uuid } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { PortfolioEditor } from './portfolio-editor.tsx';

const visual = () => new File([new Uint8Array(2048)], 'visuel.png', { type: 'image/png' });
const sample = (n: number): TPortfolioItem => ({ id: uuid(80 + n), title: `Réalisation ${n}`, link: null, description: null, imageUrl: null });

describe('Portfolio in Mon Profil', () => {
  it('adds a sample, then sends its image on its own', async () => {
    const created: TPortfolioItem = {
      id: uuid(90),
      title: 'Campagne de printemps',
      link: 'https://www.instagram.com/p/abc',
      description: '',
      imageUrl: null,
    };
    let items: TPortfolioItem[] = [];
    const fetchMock = mockApi({
      'GET /api/me/portfolio': () => ({ body: { items } }),
      'POST /api/me/portfolio': () => ({ status: 201, body: { item: created } }),
      [`POST /api/me/portfolio/${created.id}/image`]: () => {
        items = [{ ...created, imageUrl: '/uploads/portfolio/a.webp' }];
        return { body: { item: items[0] } };
      },
    });
    renderRoutes([{ path: '/', element: <PortfolioEditor /> }]);
    const user = userEvent.setup();

    expect(await screen.findByText(`0 / ${PORTFOLIO_MAX_ITEMS} réalisations`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titre'), 'Campagne de printemps');
    await user.click(screen.getByRole('button', { name: 'Ajouter au portfolio' }));
    // No image chosen: nothing is sent.
    expect(await screen.findByText(portfolioMessages.missing)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/me/portfolio')).toHaveLength(0);

    await user.upload(screen.getByLabelText('Image'), visual());
    await user.type(screen.getByLabelText('Lien (optionnel)'), 'https://www.instagram.com/p/abc');
    await user.click(screen.getByRole('button', { name: 'Ajouter au portfolio' }));

    expect(await screen.findByText(`1 / ${PORTFOLIO_MAX_ITEMS} réalisations`)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/me/portfolio')).toEqual([
      { title: 'Campagne de printemps', link: 'https://www.instagram.com/p/abc', description: '' },
    ]);
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(`/api/me/portfolio/${created.id}/image`))).toBe(true);
    expect(screen.getByText('Campagne de printemps')).toBeInTheDocument();
  });

  it(`offers no form once ${PORTFOLIO_MAX_ITEMS} samples are shown`, async () => {
    mockApi({ 'GET /api/me/portfolio': { body: { items: Array.from({ length: PORTFOLIO_MAX_ITEMS }, (_, n) => sample(n)) } } });
    renderRoutes([{ path: '/', element: <PortfolioEditor /> }]);

    expect(await screen.findByText(portfolioMessages.full)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter au portfolio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer « Réalisation 0 »' })).toBeInTheDocument();
  });

  it('changes a sample’s text without asking for a new image', async () => {
    const first = { ...sample(1), imageUrl: '/uploads/portfolio/a.webp' };
    const fetchMock = mockApi({
      'GET /api/me/portfolio': { body: { items: [first] } },
      [`PATCH /api/me/portfolio/${first.id}`]: (body) => ({ body: { item: { ...first, ...(body as object) } } }),
    });
    renderRoutes([{ path: '/', element: <PortfolioEditor /> }]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Modifier « Réalisation 1 »' }));
    const title = screen.getByLabelText('Titre');
    expect(title).toHaveValue('Réalisation 1');
    await user.clear(title);
    await user.type(title, 'Lancement TikTok');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la réalisation' }));

    await expect
      .poll(() => sentBodies(fetchMock, `PATCH /api/me/portfolio/${first.id}`))
      .toEqual([{ title: 'Lancement TikTok', link: '', description: '' }]);
    expect(await screen.findByRole('button', { name: 'Ajouter au portfolio' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RANKING_WEIGHTS } from '#contracts/search-ranking-terms';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import RankingRoute from './ranking.tsx';

describe("'Comment fonctionne le classement'", () => {
  it('lists each search’s criteria with the weights the search uses, and says payment plays no part', () => {
    mockApi({});
    renderRoutes([{ path: '*', Component: RankingRoute }], '/classement');

    expect(screen.getByRole('heading', { level: 1, name: 'Comment fonctionne le classement' })).toBeInTheDocument();
    expect(document.title).toBe('Comment fonctionne le classement — CM Connect');
    const managers = screen.getByRole('table', { name: /^Community Managers/ });
    expect(
      within(managers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(Object.values(RANKING_WEIGHTS.managers).map(String));
    expect(within(managers).getByRole('rowheader', { name: 'Profil renseigné' })).toBeInTheDocument();
    const jobs = screen.getByRole('table', { name: /^Missions/ });
    expect(within(jobs).getByRole('row', { name: /Date de publication 25/ })).toBeInTheDocument();
    expect(screen.getByText(/Aucun résultat n’est mis en avant contre paiement/)).toBeInTheDocument();
  });
});

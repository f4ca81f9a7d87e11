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
    expect(within(managers).getByRole('row', { name: /^Mise à jour du profil 5 .*180 jours/ })).toBeInTheDocument();
    const jobs = screen.getByRole('table', { name: /^Missions/ });
    expect(within(jobs).getByRole('row', { name: /Date de publication 20/ })).toBeInTheDocument();
    expect(
      within(jobs).getByRole('row', { name: /^Brief renseigné 10 .*réseaux sociaux, volumes mensuels, date de démarrage, durée et budget\.$/ }),
    ).toBeInTheDocument();
    expect(within(jobs).queryByRole('rowheader', { name: /Note|Profil/ })).not.toBeInTheDocument();
  });

  it('describes the missions’ text match with what a mission’s search vector holds, not a profile’s', () => {
    mockApi({});
    renderRoutes([{ path: '*', Component: RankingRoute }], '/classement');
    const text = (name: RegExp) =>
      within(screen.getByRole('table', { name }))
        .getByRole('row', { name: /^Correspondance avec votre recherche/ })
        .querySelectorAll('td')[1]!.textContent;
    expect(text(/^Missions/)).toBe(
      'Les mots tapés trouvés dans le titre de la mission comptent cinq fois plus que ceux trouvés dans sa description ; le meilleur résultat obtient tous les points, les autres en proportion.',
    );
    expect(text(/^Missions/)).not.toMatch(/nom|profil|présentation|compétences/);
    expect(text(/^Community Managers/)).toMatch(/^Les mots tapés trouvés dans le nom ou le titre comptent le plus/);
    expect(screen.getByText(/Aucun résultat n’est mis en avant contre paiement/)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missionDetail } from '#web/testing/public-fixtures.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MissionClientCard } from './mission-client-card.tsx';

function renderCard(facts: Parameters<typeof MissionClientCard>[0]['client']['facts']) {
  const { client } = missionDetail();
  renderRoutes([{ path: '/', element: <MissionClientCard client={{ ...client, facts }} /> }]);
  return screen.getByLabelText('Historique du client');
}

const row = (list: HTMLElement, label: string) => within(list).getByText(label).closest('div')!;

describe("the mission page's client card", () => {
  it('shows member since, missions published, response and hire rates computed by the API', () => {
    const list = renderCard({
      memberSince: '2024-01-15T10:00:00.000Z',
      missionsPublished: 3,
      responseRate: 0.75,
      hireRate: 0.5,
      openedInTimeRate: 0.8,
      medianHoursToOpen: 30,
    });
    expect(row(list, 'Membre depuis')).toHaveTextContent('janvier 2024');
    expect(row(list, 'Candidatures ouvertes')).toHaveTextContent('80 %');
    expect(row(list, 'Délai d’ouverture')).toHaveTextContent('30 h');
    expect(row(list, 'Missions publiées')).toHaveTextContent('3');
    expect(row(list, 'Taux de réponse')).toHaveTextContent('75 %');
    expect(row(list, "Taux d'embauche")).toHaveTextContent('50 %');
  });

  it('says so honestly when there is nothing to compute yet', () => {
    const list = renderCard({
      memberSince: '2024-01-15T10:00:00.000Z',
      missionsPublished: 0,
      responseRate: null,
      hireRate: null,
      openedInTimeRate: null,
      medianHoursToOpen: null,
    });
    expect(row(list, 'Candidatures ouvertes')).toHaveTextContent('—');
    expect(row(list, 'Délai d’ouverture')).toHaveTextContent('—');
    expect(within(list).getByText('Aucune candidature ouverte pour l’instant')).toBeInTheDocument();
    expect(row(list, 'Taux de réponse')).toHaveTextContent('—');
    expect(within(list).getByText('Aucune candidature reçue pour l’instant')).toBeInTheDocument();
    expect(row(list, "Taux d'embauche")).toHaveTextContent('—');
    expect(within(list).getByText('Aucune mission terminée pour l’instant')).toBeInTheDocument();
  });
});

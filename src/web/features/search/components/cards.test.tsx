import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { missionCard, managerCard } from '#web/testing/public-fixtures.ts';
import { MissionCard } from './mission-card.tsx';
import { ManagerCard } from './manager-card.tsx';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('manager card', () => {
  it('links to the profile and shows the rate, experience and rating', () => {
    renderInRouter(<ManagerCard manager={managerCard()} />);

    expect(screen.getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', `/profile/${managerCard().id}`);
    expect(screen.getByText('Community manager mode et beauté')).toBeInTheDocument();
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    expect(screen.getByText('40 – 60 €/h')).toBeInTheDocument();
    expect(screen.getByText("5 ans d'expérience")).toBeInTheDocument();
    expect(screen.getByText('4,7')).toBeInTheDocument();
  });

  it("shows 'Nouveau' without stars, and no rate or experience the member did not enter", () => {
    renderInRouter(
      <ManagerCard
        manager={managerCard({
          location: null,
          headline: null,
          hourlyRateMin: null,
          hourlyRateMax: null,
          experienceYears: null,
          averageRating: null,
          totalReviews: 0,
        })}
      />,
    );

    expect(screen.getByText('Non spécifié')).toBeInTheDocument();
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByText(/expérience/)).not.toBeInTheDocument();
    expect(screen.queryByText(/4,0|\(0\)/)).not.toBeInTheDocument();
    // Initials stand in for the missing picture.
    expect(screen.getByText('CM')).toBeInTheDocument();
  });

  it("shows at most 4 skills, then '+N autres'", () => {
    renderInRouter(<ManagerCard manager={managerCard({ skills: ['A', 'B', 'C', 'D', 'E', 'F'] })} />);

    const tags = within(screen.getByRole('list', { name: 'Compétences' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['A', 'B', 'C', 'D', '+2 autres']);
  });
});

describe('mission card', () => {
  it('links to the mission and shows type, place, duration, budget, client and date', () => {
    renderInRouter(<MissionCard mission={missionCard()} />);

    expect(screen.getByRole('link', { name: 'Animation Instagram pour une boutique de mode' })).toHaveAttribute('href', `/jobs/${missionCard().id}`);
    expect(screen.getByText('Freelance')).toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
    expect(screen.getByText('3 mois')).toBeInTheDocument();
    expect(screen.getByText('500 – 1 500 €')).toBeInTheDocument();
    expect(screen.getByText('Maison Lumière')).toBeInTheDocument();
    expect(screen.getByText('Publiée le 01/03/2025')).toBeInTheDocument();
  });

  it("falls back to the spec's defaults, and shows a budget only when both bounds exist", () => {
    renderInRouter(
      <MissionCard
        mission={missionCard({
          jobType: 'full_time',
          location: null,
          duration: null,
          budgetMax: null,
          client: { id: missionCard().client.id, fullName: 'Paul Petit', companyName: null, industry: null },
        })}
      />,
    );

    expect(screen.getByText('CDI')).toBeInTheDocument();
    expect(screen.getByText('Non spécifié')).toBeInTheDocument();
    expect(screen.getByText('Durée à définir')).toBeInTheDocument();
    expect(screen.getByText('Budget à définir')).toBeInTheDocument();
    expect(screen.getByText('Paul Petit')).toBeInTheDocument();
  });

  it("shows 'Télétravail' for a remote mission without a place, and at most 4 skills", () => {
    renderInRouter(<MissionCard mission={missionCard({ location: null, isRemote: true, skills: ['A', 'B', 'C', 'D', 'E'] })} />);

    expect(screen.getByText('Télétravail')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Compétences' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['A', 'B', 'C', 'D', '+1 autre']);
  });

  it('shows the summary the API cut at 200 characters', () => {
    const summary = `${'a'.repeat(200)}...`;
    renderInRouter(<MissionCard mission={missionCard({ summary })} />);

    expect(screen.getByText(summary)).toBeInTheDocument();
  });
});

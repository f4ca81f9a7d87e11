import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TReceivedApplication, TReceivedApplicationsResponse } from '#contracts/applications';
import type { TApplicationStatus } from '#contracts/applications-terms';
import { holdRequests } from '#web/testing/deferred.ts';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { ReceivedApplications } from './received-applications.tsx';

const missionId = '7c1e2f4a-0000-4000-8000-000000000001';
const applicationId = (n: number) => `9a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const applicantId = (n: number) => `0b0f4a43-8d8e-4c7a-9a44-${String(n).padStart(12, '0')}`;

function application(
  n: number,
  status: TApplicationStatus,
  fullName: string,
  facts: Partial<TReceivedApplication['applicantFacts']> = {},
): TReceivedApplication {
  const createdAt = `2025-03-0${4 - n}T10:00:00.000Z`;
  return {
    id: applicationId(n),
    status,
    coverLetter: `Lettre de ${fullName}`,
    createdAt,
    updatedAt: createdAt,
    job: { id: missionId, title: 'Animer notre Instagram' },
    client: { id: people.company.id, fullName: 'Paul Dupont', companyName: 'Boulangerie Dupont' },
    applicant: { id: applicantId(n), fullName, email: `${fullName.split(' ')[0]!.toLowerCase()}@example.fr`, avatarUrl: null },
    rejection: status === 'rejected' ? { reason: 'budget', note: null } : null,
    bid: null,
    applicantFacts: { averageRating: null, reviewCount: 0, hourlyRateMin: null, hourlyRateMax: null, ...facts },
  };
}

function renderReceived(initial = '/') {
  let applications = [
    application(1, 'pending', 'Camille Martin', { averageRating: 4.5, reviewCount: 3, hourlyRateMin: 40, hourlyRateMax: 60 }),
    {
      ...application(2, 'shortlisted', 'Léa Bernard'),
      bid: {
        amount: 900,
        basis: 'monthly' as const,
        months: null,
        earliestStart: '2027-01-15',
        volumes: { posts: 12, stories: null, short_videos: null, moderation_hours: null },
      },
    },
    application(3, 'rejected', 'Hugo Leroy'),
  ];
  const page = (): TReceivedApplicationsResponse => ({
    applications,
    total: 23,
    pageSize: 10,
    statusCounts: { pending: 20, shortlisted: 1, accepted: 0, rejected: 2 },
    missions: [
      { id: missionId, title: 'Animer notre Instagram', createdAt: '2026-11-02T10:00:00.000Z', applicationCount: 20 },
      { id: otherMissionId, title: 'Lancer notre TikTok', createdAt: '2026-10-01T10:00:00.000Z', applicationCount: 2 },
      { id: olderMissionId, title: 'Animer notre Instagram', createdAt: '2026-03-15T10:00:00.000Z', applicationCount: 1 },
    ],
  });
  const fetchMock = mockApi({
    'GET /api/me/received-applications': () => ({ body: page() }),
    [`PATCH /api/applications/${applicationId(1)}`]: (body) => {
      const { status } = body as { status: TApplicationStatus };
      applications = applications.map((item) => (item.id === applicationId(1) ? { ...item, status } : item));
      return { body: { application: applications[0] } };
    },
  });
  const rendered = renderRoutes([{ path: '/', element: <ReceivedApplications /> }], initial);
  return { fetchMock, user: userEvent.setup(), ...rendered };
}

const card = (name: string) => screen.getByRole('article', { name });
const requestedQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/me/received-applications')
    .map((url) => url.search);

const otherMissionId = '5b000000-0000-4000-8000-000000000002';
const olderMissionId = '5b000000-0000-4000-8000-000000000003';

describe('received applications (the client’s pipeline)', () => {
  it('tells two missions of the same title apart by their date in the mission filter', async () => {
    renderReceived();
    const filter = await screen.findByRole('combobox', { name: 'Mission' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Toutes les missions',
      'Animer notre Instagram — 02/11/2026 (20)',
      'Lancer notre TikTok (2)',
      'Animer notre Instagram — 15/03/2026 (1)',
    ]);
  });

  it('shows each applicant with a link to their profile, real figures only, and the actions their status allows', async () => {
    renderReceived();
    const camille = await screen.findByRole('article', { name: 'Camille Martin' });
    expect(within(camille).getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', `/profile/${applicantId(1)}`);
    expect(within(camille).getByText('camille@example.fr')).toBeInTheDocument();
    expect(within(camille).getByText('4,5/5 (3 avis) · 40 – 60 €/h')).toBeInTheDocument();
    expect(within(camille).getByRole('link', { name: 'Animer notre Instagram' })).toHaveAttribute('href', `/jobs/${missionId}`);
    for (const action of ['Présélectionner', 'Accepter', 'Refuser'])
      expect(within(camille).getByRole('button', { name: action })).toBeInTheDocument();

    // No review, no rate: no figure at all (never a default).
    const lea = card('Léa Bernard');
    expect(within(lea).getByText('Nouveau', { exact: true })).toBeInTheDocument();
    expect(within(lea).queryByText(/€\/h/)).not.toBeInTheDocument();
    expect(within(lea).getByText('Présélectionnée')).toBeInTheDocument();
    expect(within(lea).queryByRole('button', { name: 'Présélectionner' })).not.toBeInTheDocument();
    expect(within(lea).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    // Her bid; Camille's application came before bids: nothing is shown for it.
    expect(within(lea).getByText('Offre : 900 € / mois · disponible à partir du 15/01/2027')).toBeInTheDocument();
    expect(within(camille).queryByText(/^Offre/)).not.toBeInTheDocument();

    const hugo = card('Hugo Leroy');
    expect(within(hugo).queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
    expect(within(hugo).getByText('Budget')).toBeInTheDocument();
    // Any applicant can be contacted about the mission, without paying.
    expect(within(hugo).getByRole('link', { name: /^Contacter Hugo Leroy/ })).toHaveAttribute(
      'href',
      `/dashboard?tab=messages&with=${applicantId(3)}&about=${missionId}`,
    );
  });

  it('keeps the filters, the sort and the page in the address and asks the server for them', async () => {
    const { user, fetchMock, router } = renderReceived();
    await screen.findByRole('article', { name: 'Camille Martin' });
    expect(screen.getByRole('status')).toHaveTextContent('23 candidatures · page 1 sur 3');
    expect(screen.getByRole('option', { name: 'En attente (20)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'pending');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'rating');
    expect(screen.queryByRole('link', { name: 'Comparer les offres de cette mission' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mission' }), missionId);
    expect(screen.getByRole('link', { name: 'Comparer les offres de cette mission' })).toHaveAttribute(
      'href',
      `/dashboard/missions/${missionId}/offres`,
    );
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));

    expect(router.state.location.search).toBe(`?status=pending&sort=rating&mission=${missionId}&page=2`);
    expect(requestedQueries(fetchMock).at(-1)).toBe(`?job=${missionId}&status=pending&sort=rating&page=2`);
    // Changing a filter goes back to the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'shortlisted');
    expect(router.state.location.search).toBe(`?status=shortlisted&sort=rating&mission=${missionId}`);
  });

  it('shortlists with a busy state, then offers to decide', async () => {
    const { user, fetchMock } = renderReceived();
    const camille = await screen.findByRole('article', { name: 'Camille Martin' });
    const held = holdRequests(fetchMock, `PATCH /api/applications/${applicationId(1)}`);
    await user.click(within(camille).getByRole('button', { name: 'Présélectionner' }));
    expect(within(camille).getByRole('button', { name: 'Présélection...' })).toBeDisabled();
    expect(within(camille).getByRole('button', { name: 'Accepter' })).toBeDisabled();
    held.release();
    expect(await within(camille).findByText('Présélectionnée')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PATCH /api/applications/${applicationId(1)}`)).toEqual([{ status: 'shortlisted' }]);
  });

  it('refuses only after the dialog confirms, with the reason chosen', async () => {
    const { user, fetchMock } = renderReceived();
    const camille = await screen.findByRole('article', { name: 'Camille Martin' });
    await user.click(within(camille).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la candidature' });
    expect(sentBodies(fetchMock, `PATCH /api/applications/${applicationId(1)}`)).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: 'Mission pourvue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    expect(await within(camille).findByText('Refusée')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, `PATCH /api/applications/${applicationId(1)}`)).toEqual([
      { status: 'rejected', rejection: { reason: 'mission_filled', note: null } },
    ]);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { holdRequests } from '#web/testing/deferred.ts';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { ReceivedApplications } from './received-applications.tsx';

const missionId = '7c1e2f4a-0000-4000-8000-000000000001';
const applicationId = (n: number) => `9a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function application(n: number, status: 'pending' | 'accepted' | 'rejected', fullName: string, createdAt: string) {
  return {
    id: applicationId(n),
    status,
    coverLetter: `Lettre de ${fullName}`,
    createdAt,
    updatedAt: createdAt,
    job: { id: missionId, title: 'Animer notre Instagram' },
    client: { id: people.company.id, fullName: 'Paul Dupont', companyName: 'Boulangerie Dupont' },
    applicant: {
      id: `0b0f4a43-8d8e-4c7a-9a44-${String(n).padStart(12, '0')}`,
      fullName,
      email: `${fullName.split(' ')[0]!.toLowerCase()}@example.fr`,
      avatarUrl: null,
    },
  };
}

function renderReceived() {
  let applications = [
    application(1, 'pending', 'Camille Martin', '2025-03-03T10:00:00.000Z'),
    application(2, 'accepted', 'Léa Bernard', '2025-03-02T10:00:00.000Z'),
    application(3, 'rejected', 'Hugo Leroy', '2025-03-01T10:00:00.000Z'),
  ];
  const fetchMock = mockApi({
    'GET /api/me/received-applications': () => ({ body: { applications } }),
    [`PATCH /api/applications/${applicationId(1)}`]: (body) => {
      const { status } = body as { status: 'accepted' | 'rejected' };
      applications = applications.map((item) => (item.id === applicationId(1) ? { ...item, status } : item));
      return { body: { application: applications[0] } };
    },
  });
  renderRoutes([{ path: '/', element: <ReceivedApplications /> }]);
  return { fetchMock, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('received applications', () => {
  it('lists applicants with email, mission, date and letter; actions only on pending ones', async () => {
    renderReceived();
    await screen.findByRole('article', { name: 'Camille Martin' });

    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(['Camille Martin', 'Léa Bernard', 'Hugo Leroy']);
    const pending = card('Camille Martin');
    expect(within(pending).getByText('camille@example.fr')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Animer notre Instagram' })).toHaveAttribute('href', `/jobs/${missionId}`);
    expect(within(pending).getByText(/03\/03\/2025/)).toBeInTheDocument();
    expect(within(pending).getByText('Lettre de Camille Martin')).toBeInTheDocument();
    expect(within(pending).getByText('En attente')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();

    for (const name of ['Léa Bernard', 'Hugo Leroy']) {
      expect(within(card(name)).queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
      expect(within(card(name)).queryByRole('button', { name: 'Refuser' })).not.toBeInTheDocument();
    }
    expect(within(card('Léa Bernard')).getByText('Acceptée')).toBeInTheDocument();
    expect(within(card('Léa Bernard')).getByRole('link', { name: 'Contacter' })).toHaveAttribute(
      'href',
      `/dashboard?tab=messages&with=0b0f4a43-8d8e-4c7a-9a44-000000000002`,
    );
    expect(within(card('Hugo Leroy')).getByText('Refusée')).toBeInTheDocument();
    expect(within(card('Hugo Leroy')).queryByRole('link', { name: 'Contacter' })).not.toBeInTheDocument();
  });

  it('accepts with a busy state, then shows the new status and the contact button', async () => {
    const { user, fetchMock } = renderReceived();
    const pending = await screen.findByRole('article', { name: 'Camille Martin' });

    const held = holdRequests(fetchMock, `PATCH /api/applications/${applicationId(1)}`);
    await user.click(within(pending).getByRole('button', { name: 'Accepter' }));
    expect(within(pending).getByRole('button', { name: 'Acceptation...' })).toBeDisabled();
    expect(within(pending).getByRole('button', { name: 'Refuser' })).toBeDisabled();
    held.release();

    expect(await within(pending).findByText('Acceptée')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Contacter' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PATCH /api/applications/${applicationId(1)}`)).toEqual([{ status: 'accepted' }]);
  });
});

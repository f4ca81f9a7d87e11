import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminBackgroundJobsRoute from './background-jobs.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
const failedMail = {
  id: ID,
  kind: 'mail.deliver',
  attempts: 10,
  maxAttempts: 10,
  lastError: '421 4.7.0 Service indisponible',
  createdAt: '2026-11-02T09:00:00.000Z',
  failedAt: '2026-11-02T09:30:00.000Z',
};
const unknownKind = { ...failedMail, id: '00000000-0000-4000-8000-000000000002', kind: 'digest.weekly', lastError: null, failedAt: null };

function renderScreen(replies: Record<string, MockReply> = {}) {
  let listed = [failedMail, unknownKind];
  const fetchMock = mockApi({
    'GET /api/admin/background-jobs': () => ({ body: { items: listed, total: listed.length, page: 1, pageSize: 10 } }),
    [`POST /api/admin/background-jobs/${ID}/retry`]: () => {
      listed = listed.filter((job) => job.id !== ID);
      return { status: 204 };
    },
    ...replies,
  });
  renderRoutes([{ path: '/admin/background-jobs', Component: AdminBackgroundJobsRoute }], '/admin/background-jobs');
  return { fetchMock, user: userEvent.setup() };
}

describe('Tâches en échec', () => {
  it('shows each failed job with its French label, attempts, last error and dates', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Tâches en échec' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const mail = within(rows[1]!);
    expect(mail.getByText("Envoi d'un email")).toBeInTheDocument();
    expect(mail.getByText('mail.deliver')).toBeInTheDocument();
    expect(mail.getByText('10 / 10')).toBeInTheDocument();
    expect(mail.getByText('421 4.7.0 Service indisponible')).toBeInTheDocument();
    expect(mail.getByText('02/11/2026 10:00')).toBeInTheDocument();
    expect(mail.getByText('02/11/2026 10:30')).toBeInTheDocument();
    // A kind without a French label shows as it is.
    expect(within(rows[2]!).getAllByText('digest.weekly')).toHaveLength(2);
    expect(screen.getByText('Affichage de 1 à 2 sur 2 résultats')).toBeInTheDocument();
  });

  it('Relancer asks the server to run the job again, and the list reads again without it', async () => {
    const { fetchMock, user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: "Relancer la tâche « Envoi d'un email » en échec le 02/11/2026 10:30" }));
    await waitFor(() => expect(screen.queryByText("Envoi d'un email")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeInTheDocument();
  });

  it('shows the empty state and the load error', async () => {
    renderScreen({ 'GET /api/admin/background-jobs': { body: { items: [], total: 0, page: 1, pageSize: 10 } } });
    expect(await screen.findByText('Aucune tâche en échec')).toBeInTheDocument();
  });

  it('says so when the list cannot load', async () => {
    renderScreen({ 'GET /api/admin/background-jobs': { status: 500, body: null } });
    expect(await screen.findByText('Une erreur est survenue lors du chargement des tâches en échec')).toBeInTheDocument();
  });
});

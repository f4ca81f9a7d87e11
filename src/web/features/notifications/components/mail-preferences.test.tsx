import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { meReply, people } from '#web/testing/people.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MailPreferences } from './mail-preferences.tsx';
import { UnsubscribePanel } from './unsubscribe-panel.tsx';

describe('mail preferences', () => {
  it('shows one switch per topic, checked unless turned off, and saves each change', async () => {
    const fetchMock = mockApi({
      'GET /api/me': meReply(people.company),
      'GET /api/me/mail-preferences': { body: { optOuts: ['review_received'] } },
      'PUT /api/me/mail-preferences': (body) => ({ body }),
    });
    renderRoutes([{ path: '/', element: <MailPreferences /> }]);
    const received = await screen.findByRole('checkbox', { name: 'Nouvelle candidature à une de mes missions' });
    // A client never applies: no switch for answers to their applications.
    expect(screen.queryByRole('checkbox', { name: /Réponse à mes candidatures/ })).toBeNull();
    expect(received).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nouvel avis publié sur moi' })).not.toBeChecked();

    await userEvent.setup().click(received);
    await expect
      .poll(() => sentBodies(fetchMock, 'PUT /api/me/mail-preferences'))
      .toEqual([{ optOuts: ['application_received', 'review_received'] }]);
    expect(await screen.findByRole('checkbox', { name: 'Nouvelle candidature à une de mes missions' })).not.toBeChecked();
  });
});

describe('mail preferences of a community manager', () => {
  it('offers answers to their applications and reviews, not applications to missions they cannot publish', async () => {
    mockApi({
      'GET /api/me': meReply(people.manager),
      'GET /api/me/mail-preferences': { body: { optOuts: [] } },
    });
    renderRoutes([{ path: '/', element: <MailPreferences /> }]);
    expect(await screen.findByRole('checkbox', { name: 'Réponse à mes candidatures (acceptée ou refusée)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nouvel avis publié sur moi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nouveau message non lu' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Nouvelle candidature à une de mes missions' })).toBeNull();
  });
});

describe('unsubscribe link', () => {
  it('says what it stops and changes nothing before the click', async () => {
    const fetchMock = mockApi({
      'GET /api/mail/unsubscribe': { body: { topic: 'review_received', label: 'Nouvel avis publié sur moi' } },
      'POST /api/mail/unsubscribe': { body: { topic: 'review_received', label: 'Nouvel avis publié sur moi' } },
    });
    renderRoutes([{ path: '/', element: <UnsubscribePanel token="abc.review_received.sig" /> }]);
    expect(await screen.findByText('Ne plus recevoir les emails « Nouvel avis publié sur moi » ?')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/mail/unsubscribe')).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer la désinscription' }));
    expect(await screen.findByText(/C’est fait : vous ne recevrez plus les emails « Nouvel avis publié sur moi »/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/mail/unsubscribe')).toEqual([{ token: 'abc.review_received.sig' }]);
  });

  it('refuses an invalid link', async () => {
    mockApi({
      'GET /api/mail/unsubscribe': {
        status: 400,
        body: { error: { code: 'VALIDATION_ERROR', message: 'Ce lien de désinscription n’est pas valide.' } },
      },
    });
    renderRoutes([{ path: '/', element: <UnsubscribePanel token="faux" /> }]);
    expect(await screen.findByText('Ce lien de désinscription n’est pas valide.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmer la désinscription' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeEmailMessages } from '#contracts/account-settings-terms';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AccountRoute from './account.tsx';

const claire = {
  id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0002',
  email: 'claire@example.fr',
  fullName: 'Claire Dubois',
  userType: 'company',
  isAdmin: false,
  twoFactorRequired: false,
  avatarUrl: null,
};

function renderAccount(search = '', user: object | null = claire) {
  mockApi({
    'GET /api/me': { body: { user } },
    'GET /api/account/sessions': { body: { sessions: [] } },
    'GET /api/me/mail-preferences': { body: { optOuts: [] } },
  });
  return renderRoutes(
    [
      { path: '/dashboard/compte', Component: AccountRoute },
      { path: '/auth/login', Component: () => <p>Connexion demandée</p> },
    ],
    `/dashboard/compte${search}`,
  );
}

describe('account page', () => {
  it('gathers password, email, sessions, export and deletion for the signed-in member', async () => {
    renderAccount();
    expect(
      await screen.findByRole('heading', {
        name: 'Paramètres du compte',
        level: 1,
      }),
    ).toBeInTheDocument();
    for (const title of [
      'Mot de passe',
      'Adresse email',
      'Sessions actives',
      'Emails de notification',
      'Exporter mes données',
      'Supprimer mon compte',
    ]) {
      expect(screen.getByRole('heading', { name: title, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByText('claire@example.fr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger mes données' })).toHaveAttribute('href', '/api/account/export');
  });

  it('confirms an email change once its link was followed, and explains a broken link', async () => {
    const { unmount } = renderAccount('?email=modifie');
    expect(await screen.findByText(changeEmailMessages.changed)).toBeInTheDocument();
    unmount();
    renderAccount('?email=modifie&error=INVALID_TOKEN');
    expect(await screen.findByRole('alert')).toHaveTextContent(changeEmailMessages.invalidLink);
  });

  it('sends a visitor to the login page', async () => {
    renderAccount('', null);
    expect(await screen.findByText('Connexion demandée')).toBeInTheDocument();
  });
});

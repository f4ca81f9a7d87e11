import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { RequireAdmin } from './require-admin.tsx';

const member: TMe = {
  id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0002',
  email: 'lea@example.fr',
  fullName: 'Léa Durand',
  userType: 'company',
  isAdmin: false,
  twoFactorRequired: false,
  avatarUrl: null,
};

function renderAdminArea(user: TMe | null) {
  mockApi({ 'GET /api/me': { body: { user } } });
  return renderRoutes(
    [
      { path: '/admin/users', element: <RequireAdmin>Espace admin</RequireAdmin> },
      { path: '/auth/login', element: <p>Page de connexion</p> },
      { path: '/', element: <p>Accueil</p> },
    ],
    '/admin/users',
  );
}

describe('admin guard', () => {
  it('sends a visitor to the login page, coming back afterwards', async () => {
    const { router } = renderAdminArea(null);

    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fadmin%2Fusers');
  });

  it('sends a member who is not an admin back home', async () => {
    renderAdminArea(member);

    expect(await screen.findByText('Accueil')).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    renderAdminArea({ ...member, isAdmin: true });

    expect(await screen.findByText('Espace admin')).toBeInTheDocument();
  });
});

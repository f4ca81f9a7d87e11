import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TMe } from '#contracts/accounts';
import { twoFactorMessages } from '#contracts/auth-messages';
import { AdminLayout } from '#web/components/layouts/admin-layout.tsx';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import AdminSecurityRoute from './security.tsx';

const admin: TMe = {
  id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0009',
  email: 'adeline@example.fr',
  fullName: 'Adeline',
  userType: 'individual',
  isAdmin: true,
  twoFactorRequired: true,
  avatarUrl: null,
};
const URI = 'otpauth://totp/CM%20Connect:adeline%40example.fr?secret=JBSWY3DPEHPK3PXP&issuer=CM%20Connect';

function renderAdmin(start: string) {
  let enrolled = false;
  const fetchMock = mockApi({
    'GET /api/me': () => ({ body: { user: { ...admin, twoFactorRequired: !enrolled } } }),
    'GET /api/site': { body: { siteName: 'CM Connect', defaultLanguage: 'fr', maintenanceMode: false } },
    'POST /api/auth/two-factor/enable': { body: { totpURI: URI, backupCodes: ['aaaaa-11111', 'bbbbb-22222'] } },
    'POST /api/auth/two-factor/verify-totp': (body) =>
      (body as { code: string }).code === '123456'
        ? ((enrolled = true), { body: { token: 'x' } })
        : { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: twoFactorMessages.invalidCode } } },
  });
  const view = renderRoutes(
    [
      {
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, element: <p>Accueil admin</p> },
          { path: '/admin/securite', Component: AdminSecurityRoute },
        ],
      },
    ],
    start,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('admin two-factor enrolment', () => {
  it('sends an admin who must enrol to /admin/securite, then password → secret → code → backup codes → /admin', async () => {
    const { user, router, fetchMock } = renderAdmin('/admin');
    await user.type(await screen.findByLabelText('Mot de passe'), 'motdepasse1');
    expect(router.state.location.pathname).toBe('/admin/securite');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    // The QR code of the otpauth URI, drawn by the lazily loaded `qrcode`.
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(sentBodies(fetchMock, 'POST /api/auth/two-factor/enable')).toEqual([{ password: 'motdepasse1' }]);

    const field = screen.getByLabelText(twoFactorMessages.codeLabel);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: twoFactorMessages.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.invalidCode);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: twoFactorMessages.confirm }));
    const codes = await screen.findByRole('list', { name: twoFactorMessages.backupCodesTitle });
    expect(codes).toHaveTextContent('aaaaa-11111');
    expect(codes).toHaveTextContent('bbbbb-22222');

    await user.click(screen.getByRole('button', { name: twoFactorMessages.continue }));
    expect(await screen.findByText('Accueil admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

/** An admin screen reading the API (as every back-office screen does). */
function DashboardScreen() {
  const { error } = useQuery({ queryKey: queryKeys.admin.dashboard(), queryFn: () => apiGet('/api/admin/dashboard') });
  return <p>{error ? error.message : 'Accueil admin'}</p>;
}

describe('two-factor turned on while an admin is in the back-office', () => {
  it('reloads the viewer at the first TWO_FACTOR_REQUIRED and sends the admin to enrol', async () => {
    let required = false;
    const fetchMock = mockApi({
      'GET /api/me': () => ({ body: { user: { ...admin, twoFactorRequired: required } } }),
      'GET /api/site': { body: { siteName: 'CM Connect', defaultLanguage: 'fr', maintenanceMode: false } },
      'GET /api/admin/dashboard': () => {
        // Another admin has just turned the setting on.
        required = true;
        return { status: 403, body: { error: { code: 'TWO_FACTOR_REQUIRED', message: 'Activez-la' } } };
      },
    });
    const { router } = renderRoutes(
      [
        {
          path: '/admin',
          Component: AdminLayout,
          children: [
            { index: true, Component: DashboardScreen },
            { path: '/admin/securite', Component: AdminSecurityRoute },
          ],
        },
      ],
      '/admin',
    );
    expect(await screen.findByLabelText('Mot de passe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/securite');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/me')).length).toBeGreaterThanOrEqual(2);
  });
});

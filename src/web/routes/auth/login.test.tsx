import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deleteAccountMessages } from '#contracts/account-settings-terms';
import { loginMessages, registrationMessages, twoFactorMessages } from '#contracts/auth-messages';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import LoginRoute from './login.tsx';

const camille = {
  id: '0b0f4a43-8d8e-4c7a-9a44-6f5d2f1c0001',
  email: 'camille@example.fr',
  fullName: 'Camille Martin',
  userType: 'community_manager',
  isAdmin: false,
  twoFactorRequired: false,
  avatarUrl: null,
};

function renderLogin(search = '', signIn: MockReply = { body: { redirect: false } }, viewer = camille) {
  const fetchMock = mockApi({ 'POST /api/auth/sign-in/email': signIn, 'GET /api/me': { body: { user: viewer } } });
  const view = renderRoutes(
    [
      { path: '/auth/login', Component: LoginRoute },
      { path: '*', Component: () => <p>Arrivé</p> },
    ],
    `/auth/login${search}`,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), '  camille@example.fr ');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
  await user.click(screen.getByRole('button', { name: 'Connexion' }));
}

describe('login', () => {
  it('requires both fields', async () => {
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Connexion' }));

    expect(await screen.findByText(loginMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(loginMessages.passwordRequired)).toBeInTheDocument();
  });

  it('says a malformed address is invalid, under the field, without asking the server', async () => {
    const { user, fetchMock } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'pas-un-email');
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await user.click(screen.getByRole('button', { name: 'Connexion' }));

    expect(await screen.findByText(registrationMessages.email)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-in/email')).toEqual([]);
  });

  it('sends one sign-in when the button is pressed twice quickly', async () => {
    const { user, fetchMock } = renderLogin();

    await user.type(screen.getByLabelText('Email'), 'camille@example.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse1');
    await user.dblClick(screen.getByRole('button', { name: 'Connexion' }));

    expect(await screen.findByText('Arrivé')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-in/email')).toHaveLength(1);
  });

  it('signs in with trimmed credentials and goes to the dashboard', async () => {
    const { user, router, fetchMock } = renderLogin();

    await submit(user);

    expect(await screen.findByText('Arrivé')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sentBodies(fetchMock, 'POST /api/auth/sign-in/email')).toEqual([{ email: 'camille@example.fr', password: 'motdepasse1' }]);
  });

  it('takes an admin to the back-office, unless a page asked for the sign-in', async () => {
    const admin = { ...camille, isAdmin: true };
    const first = renderLogin('', undefined, admin);
    await submit(first.user);
    await screen.findByText('Arrivé');
    expect(first.router.state.location.pathname).toBe('/admin');
    first.unmount();

    const second = renderLogin('?redirectTo=%2Fjobs%2F42', undefined, admin);
    await submit(second.user);
    await screen.findByText('Arrivé');
    expect(second.router.state.location.pathname).toBe('/jobs/42');
  });

  it('goes back to the page that asked for a sign-in, but never off-site', async () => {
    const first = renderLogin('?redirectTo=%2Fjobs%2F42');
    await submit(first.user);
    await screen.findByText('Arrivé');
    expect(first.router.state.location.pathname).toBe('/jobs/42');
    first.unmount();

    const second = renderLogin('?redirectTo=%2F%2Fevil.example');
    await submit(second.user);
    await screen.findByText('Arrivé');
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('explains wrong credentials and links to the password reset', async () => {
    const { user } = renderLogin('', {
      status: 401,
      body: { error: { code: 'INVALID_CREDENTIALS', message: loginMessages.invalidCredentials } },
    });

    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(loginMessages.invalidCredentials);
    expect(alert).toHaveTextContent(loginMessages.invalidCredentialsHint);
    expect(screen.getByRole('link', { name: 'Réinitialiser mon mot de passe' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('offers a new verification email to an unverified account', async () => {
    const { user } = renderLogin('', {
      status: 403,
      body: { error: { code: 'EMAIL_NOT_VERIFIED', message: loginMessages.emailNotVerified } },
    });

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.emailNotVerified);
    expect(screen.getByRole('link', { name: "Renvoyer l'email de vérification" })).toHaveAttribute('href', '/auth/resend-verification');
  });

  it('confirms a verified address', () => {
    renderLogin('?verified=1');

    expect(screen.getByRole('status')).toHaveTextContent(loginMessages.emailVerified);
  });

  it('says so, in French, when the verification link was refused (expired or already used)', () => {
    renderLogin('?verified=1&error=INVALID_TOKEN');

    expect(screen.getByRole('alert')).toHaveTextContent(loginMessages.invalidVerificationLink);
    expect(screen.queryByText(loginMessages.emailVerified)).not.toBeInTheDocument();
  });

  it('confirms a deleted account', () => {
    renderLogin('?deleted=1');

    expect(screen.getByRole('status')).toHaveTextContent(deleteAccountMessages.done);
  });

  describe('two-factor step', () => {
    function renderTwoFactor() {
      const fetchMock = mockApi({
        'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
        'POST /api/auth/two-factor/verify-totp': (body) => {
          const { code } = body as { code: string };
          if (code === '123456') return { body: { token: 'x' } };
          // '000000' stands for any code sent after the pending sign-in has ended.
          if (code === '000000') return { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: twoFactorMessages.expired } } };
          return { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: twoFactorMessages.invalidCode } } };
        },
        'POST /api/auth/two-factor/verify-backup-code': { body: { token: 'x' } },
        'GET /api/me': { body: { user: camille } },
      });
      const view = renderRoutes(
        [
          { path: '/auth/login', Component: LoginRoute },
          { path: '*', Component: () => <p>Arrivé</p> },
        ],
        '/auth/login',
      );
      return { ...view, fetchMock, user: userEvent.setup() };
    }

    it('asks for the 6-digit code, refuses a wrong one in French, then signs in', async () => {
      const { user, router, fetchMock } = renderTwoFactor();
      await submit(user);

      const field = await screen.findByLabelText(twoFactorMessages.codeLabel);
      await user.type(field, '12a');
      await user.click(screen.getByRole('button', { name: twoFactorMessages.verify }));
      expect(await screen.findByText(twoFactorMessages.codeFormat)).toBeInTheDocument();

      await user.clear(field);
      await user.type(field, '654321');
      await user.click(screen.getByRole('button', { name: twoFactorMessages.verify }));
      expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.invalidCode);

      await user.clear(field);
      await user.type(field, '123456');
      await user.click(screen.getByRole('button', { name: twoFactorMessages.verify }));
      expect(await screen.findByText('Arrivé')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(sentBodies(fetchMock, 'POST /api/auth/two-factor/verify-totp')).toEqual([{ code: '654321' }, { code: '123456' }]);
    });

    it('goes back to the password once the pending sign-in has ended', async () => {
      const { user, fetchMock } = renderTwoFactor();
      await submit(user);
      await user.type(await screen.findByLabelText(twoFactorMessages.codeLabel), '000000');
      await user.click(screen.getByRole('button', { name: twoFactorMessages.verify }));
      expect(await screen.findByRole('alert')).toHaveTextContent(twoFactorMessages.expired);

      await user.click(screen.getByRole('button', { name: twoFactorMessages.restart }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // The email is kept: signing in again starts a new pending sign-in.
      expect(screen.getByLabelText('Email')).toHaveValue('camille@example.fr');
      await user.click(screen.getByRole('button', { name: 'Connexion' }));
      expect(await screen.findByLabelText(twoFactorMessages.codeLabel)).toHaveValue('');
      expect(sentBodies(fetchMock, 'POST /api/auth/sign-in/email')).toHaveLength(2);
    });

    it('takes a backup code instead', async () => {
      const { user, fetchMock } = renderTwoFactor();
      await submit(user);

      await user.click(await screen.findByRole('button', { name: twoFactorMessages.useBackup }));
      await user.type(screen.getByLabelText(twoFactorMessages.backupLabel), 'AbCdE-12345');
      await user.click(screen.getByRole('button', { name: twoFactorMessages.verify }));
      expect(await screen.findByText('Arrivé')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /api/auth/two-factor/verify-backup-code')).toEqual([{ code: 'AbCdE-12345' }]);
    });
  });
});

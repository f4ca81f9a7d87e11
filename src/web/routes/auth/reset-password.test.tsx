import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginMessages, resetPasswordMessages } from '#contracts/auth-messages';
import { mockApi, sentBodies } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import LoginRoute from './login.tsx';
import ResetPasswordRoute from './reset-password.tsx';

function renderReset(search: string) {
  return renderRoutes(
    [
      { path: '/auth/reset-password', Component: ResetPasswordRoute },
      { path: '/auth/login', Component: LoginRoute },
    ],
    `/auth/reset-password${search}`,
  );
}

describe('reset password', () => {
  it('sends a visitor without a token to the login page', async () => {
    const { router } = renderReset('');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('explains an invalid or expired link on the login page', async () => {
    renderReset('?error=INVALID_TOKEN');

    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.invalidResetLink);
  });

  it('requires matching passwords', async () => {
    const user = userEvent.setup();
    renderReset('?token=abc');

    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'autre-secret');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect(await screen.findByText(resetPasswordMessages.mismatch)).toBeInTheDocument();
  });

  it('sets the new password with the token, then says so on the login page', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({ 'POST /api/auth/reset-password': { body: { status: true } } });
    const { router } = renderReset('?token=abc');

    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(loginMessages.passwordReset);
    expect(router.state.location.search).toBe('?reset=1');
    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toEqual([{ newPassword: 'nouveau-secret', token: 'abc' }]);
  });

  it("shows the server's message when the token is refused", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: { code: 'INVALID_TOKEN', message: loginMessages.invalidResetLink } },
      },
    });
    renderReset('?token=old');

    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'nouveau-secret');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'nouveau-secret');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(loginMessages.invalidResetLink);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});

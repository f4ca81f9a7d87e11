import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeEmailMessages, changePasswordMessages, deleteAccountMessages } from '#contracts/account-settings-terms';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { SessionsList } from './sessions-list.tsx';

const validationError = (message: string, fields?: Record<string, string>): MockReply => ({
  status: 400,
  body: { error: { code: 'VALIDATION_ERROR', message, ...(fields ? { fields } : {}) } },
});

describe('change password form', () => {
  function renderForm(reply: MockReply = { body: { token: null } }) {
    const fetchMock = mockApi({ 'POST /api/auth/change-password': reply, 'GET /api/account/sessions': { body: { sessions: [] } } });
    renderRoutes([{ path: '/', element: <ChangePasswordForm /> }]);
    return { fetchMock, user: userEvent.setup() };
  }
  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
    if (current) await user.type(screen.getByLabelText('Mot de passe actuel'), current);
    if (next) await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
    if (confirm) await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  };

  it('checks the fields before sending anything', async () => {
    const { fetchMock, user } = renderForm();
    await fill(user, '', 'court', 'autre');
    expect(await screen.findByText(changePasswordMessages.currentRequired)).toBeInTheDocument();
    expect(screen.getByText(changePasswordMessages.tooShort)).toBeInTheDocument();
    expect(screen.getByText(changePasswordMessages.mismatch)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/change-password')).toEqual([]);
  });

  it("shows the server's French message for a wrong current password", async () => {
    const { user } = renderForm(validationError(changePasswordMessages.currentWrong));
    await fill(user, 'mauvais-mot', 'nouveau-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(changePasswordMessages.currentWrong);
  });

  it('asks to sign the other sessions out, confirms and empties the form', async () => {
    const { fetchMock, user } = renderForm();
    await fill(user, 'motdepasse1', 'nouveau-secret-1');
    expect(await screen.findByText(changePasswordMessages.done)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/change-password')).toEqual([
      { currentPassword: 'motdepasse1', newPassword: 'nouveau-secret-1', revokeOtherSessions: true },
    ]);
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  });
});

describe('change email form', () => {
  it('refuses the current address, then gives the neutral answer once sent', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/change-email': { body: { status: true } } });
    renderRoutes([{ path: '/', element: <ChangeEmailForm currentEmail="claire@example.fr" /> }]);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Nouvelle adresse email');
    await user.type(field, 'Claire@Example.fr');
    await user.click(screen.getByRole('button', { name: "Changer d'adresse email" }));
    expect(await screen.findByText(changeEmailMessages.same)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/change-email')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'claire.nouvelle@example.fr');
    await user.click(screen.getByRole('button', { name: "Changer d'adresse email" }));
    expect(await screen.findByText(changeEmailMessages.sent('claire.nouvelle@example.fr'))).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/auth/change-email')).toEqual([
      { newEmail: 'claire.nouvelle@example.fr', callbackURL: '/dashboard/compte?email=modifie' },
    ]);
  });
});

describe('sessions list', () => {
  it('marks the current session, shows fr-FR dates and ends another one', async () => {
    const fetchMock = mockApi({
      'GET /api/account/sessions': {
        body: {
          sessions: [
            {
              id: 's1',
              device: 'Ordinateur',
              browser: 'Firefox sur Windows',
              ipAddress: '203.0.113.7',
              createdAt: '2026-03-01T10:00:00Z',
              lastActiveAt: '2026-03-02T10:00:00Z',
              current: true,
            },
            {
              id: 's2',
              device: 'Mobile',
              browser: 'Safari sur iOS',
              ipAddress: null,
              createdAt: '2026-02-14T10:00:00Z',
              lastActiveAt: '2026-02-15T10:00:00Z',
              current: false,
            },
          ],
        },
      },
      'POST /api/account/sessions/s2/revoke': { body: { revoked: 1 } },
    });
    renderRoutes([{ path: '/', element: <SessionsList /> }]);
    const list = await screen.findByRole('list', { name: 'Sessions actives' });
    const [current, other] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent('Cette session');
    expect(current).toHaveTextContent('Adresse IP 203.0.113.7');
    expect(current).toHaveTextContent('Connecté depuis le 01/03/2026');
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Mobile · Safari sur iOS');
    await userEvent.setup().click(within(other!).getByRole('button', { name: 'Déconnecter' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/account/sessions/s2/revoke')).toHaveLength(1));
  });
});

describe('delete account section', () => {
  function renderSection(reply: MockReply = { body: { deleted: true } }) {
    const fetchMock = mockApi({ 'POST /api/account/delete': reply });
    const onDeleted = vi.fn();
    renderRoutes([{ path: '/', element: <DeleteAccountSection onDeleted={onDeleted} /> }]);
    return { fetchMock, onDeleted, user: userEvent.setup() };
  }

  it('asks for confirmation in a dialog, and cancelling sends nothing', async () => {
    const { fetchMock, user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    expect(dialog).toHaveTextContent('Compte supprimé');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText(deleteAccountMessages.passwordRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/account/delete')).toEqual([]);
  });

  it('shows a wrong password on the field and stays', async () => {
    const { onDeleted, user } = renderSection(
      validationError(deleteAccountMessages.passwordWrong, { password: deleteAccountMessages.passwordWrong }),
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'pas-le-bon');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText(deleteAccountMessages.passwordWrong)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the password and hands over once done', async () => {
    const { fetchMock, onDeleted, user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mot de passe'), 'motdepasse1');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(sentBodies(fetchMock, 'POST /api/account/delete')).toEqual([{ password: 'motdepasse1' }]);
  });
});

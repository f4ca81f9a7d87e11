import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applicationMessages } from '#contracts/applications-terms';
import { ApiError } from '#web/lib/api-client.ts';
import { RefuseApplicationDialog } from './refuse-application-dialog.tsx';

function renderDialog(onConfirm = vi.fn(async () => undefined)) {
  const onClose = vi.fn();
  render(<RefuseApplicationDialog applicantName="Camille Martin" missionTitle="Animer notre Instagram" onClose={onClose} onConfirm={onConfirm} />);
  return { dialog: screen.getByRole('dialog', { name: 'Refuser la candidature' }), onConfirm, onClose, user: userEvent.setup() };
}

describe('RefuseApplicationDialog', () => {
  it('asks for confirmation, naming the applicant and the mission; the reason is optional', async () => {
    const { dialog, onConfirm, user } = renderDialog();
    expect(dialog).toHaveAccessibleDescription(/Camille Martin à la mission « Animer notre Instagram »/);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Sans motif', 'Le profil ne correspond pas', 'Budget', 'Mission pourvue', 'Autre']);
    expect(within(dialog).getByRole('radio', { name: 'Sans motif' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    expect(onConfirm).toHaveBeenCalledWith(null);
  });

  it("asks a few words for 'Autre', with the server's French message, and sends them trimmed", async () => {
    const { dialog, onConfirm, user } = renderDialog();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Autre' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    const note = within(dialog).getByRole('textbox', { name: 'Précisez le motif' });
    expect(note).toHaveAccessibleDescription(expect.stringContaining(applicationMessages.rejectionNoteRequired));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(note, '  Nous cherchons quelqu’un à Lyon.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'other', note: 'Nous cherchons quelqu’un à Lyon.' });
  });

  it('keeps the dialog open with the server’s message when refusing fails, and closes on Annuler', async () => {
    const failing = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'Cette candidature a déjà reçu une réponse.', {});
    });
    const { dialog, onClose, user } = renderDialog(failing);
    await user.click(within(dialog).getByRole('radio', { name: 'Budget' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuser la candidature' }));
    expect(failing).toHaveBeenCalledWith({ reason: 'budget', note: null });
    expect(await within(dialog).findByText('Cette candidature a déjà reçu une réponse.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
  });
});

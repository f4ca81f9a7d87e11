import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

function Harness({ busy = false, onClose = vi.fn() }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>La page</p>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog
        open={open}
        busy={busy}
        title="Envoyer un message"
        description="Votre message part tout de suite."
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label htmlFor="message">Message</label>
        <textarea id="message" />
        <button type="button">Envoyer</button>
      </Dialog>
    </div>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Envoyer un message' });
  return { user, opener, dialog };
}

describe('dialog', () => {
  it('is named by its title, described by its description, starts on the first control of its body and hides the page', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAccessibleDescription('Votre message part tout de suite.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    // The rest of the page is out of reach of assistive technology while the dialog is open.
    expect(screen.getByText('La page').closest('[aria-hidden="true"], [inert]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Ouvrir' })).not.toBeInTheDocument();
  });

  it('starts on the control marked data-autofocus', async () => {
    render(
      <Dialog open onClose={vi.fn()} title="Confirmation">
        <button type="button">Annuler</button>
        <button type="button" data-autofocus>
          Supprimer
        </button>
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus());
  });

  it('closes with Escape and gives the focus back to what opened it', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog({ onClose });

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its « Fermer » button', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openDialog({ onClose });

    await user.click(screen.getByRole('button', { name: 'Fermer' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('keeps Tab inside', async () => {
    const { user } = await openDialog();
    const field = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(field).toHaveFocus());

    await user.tab();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
  });

  it('stays open while busy: Escape does nothing and « Fermer » is disabled', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ busy: true, onClose });

    await user.keyboard('{Escape}');

    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeDisabled();
  });
});

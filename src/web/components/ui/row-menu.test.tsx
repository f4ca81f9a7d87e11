import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RowMenu } from './row-menu.tsx';

function Where() {
  return <p>Adresse : {useLocation().pathname}</p>;
}

function setup() {
  const onClose = vi.fn();
  const onDelete = vi.fn();
  render(
    <MemoryRouter initialEntries={['/admin/jobs']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <RowMenu
                label="Actions pour « Mission 1 »"
                items={[
                  { label: 'Voir la mission', to: '/jobs/1' },
                  { label: 'Clôturer', onSelect: onClose },
                  { label: 'Supprimer', danger: true, onSelect: onDelete },
                ]}
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const trigger = screen.getByRole('button', { name: 'Actions pour « Mission 1 »' });
  return { user: userEvent.setup(), trigger, onClose, onDelete };
}

describe('row menu', () => {
  it('opens with Enter on its first item; the arrow keys move; Enter chooses, closes and gives the focus back', async () => {
    const { user, trigger, onClose } = setup();
    trigger.focus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: 'Actions pour « Mission 1 »' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Voir la mission' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Clôturer' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens with ArrowDown, finds an item by its first letters, and closes with Escape', async () => {
    const { user, trigger, onDelete } = setup();
    trigger.focus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Voir la mission' })).toHaveFocus());
    await user.keyboard('s');
    expect(screen.getByRole('menuitem', { name: 'Supprimer' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('follows a link within the app', async () => {
    const { user, trigger } = setup();

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Voir la mission' }));

    expect(screen.getByText('Adresse : /jobs/1')).toBeInTheDocument();
  });
});

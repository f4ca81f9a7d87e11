import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

function Dialog({ open }: { open: boolean }) {
  return <div role="dialog" aria-label="Paiement" hidden={!open} />;
}

describe('lazyDialog', () => {
  it('loads the dialog only when it is first opened, then keeps it mounted', async () => {
    const load = vi.fn(async () => Dialog);
    const LazyDialog = lazyDialog(load);
    const { rerender } = render(<LazyDialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();

    rerender(<LazyDialog open />);
    expect(await screen.findByRole('dialog', { name: 'Paiement' })).toBeVisible();
    rerender(<LazyDialog open={false} />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

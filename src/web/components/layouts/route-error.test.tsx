import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen instead of a crashed screen, and clears it on the next address', () => {
    const onCaughtError = vi.fn();
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/blog">
        <Broken />
      </RouteErrorBoundary>,
      { onCaughtError },
    );

    expect(screen.getByRole('heading', { name: 'Une erreur inattendue est survenue.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
    expect(onCaughtError).toHaveBeenCalledOnce();

    rerender(
      <RouteErrorBoundary resetKey="/search">
        <p>Recherche</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Recherche')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recharger la page' })).not.toBeInTheDocument();
  });
});

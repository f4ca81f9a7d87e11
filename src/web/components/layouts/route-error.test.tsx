import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { ApiError } from '#web/lib/api-client.ts';
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

  it("shows a server failure's reference for the member to quote", () => {
    function FailedOnServer(): never {
      throw new ApiError(500, 'INTERNAL_ERROR', errorMessages.internal, {}, '3f2b8c1e-0d4a-4c6e-9b7a-5e1f2d3c4b5a');
    }
    render(
      <RouteErrorBoundary resetKey="/missions">
        <FailedOnServer />
      </RouteErrorBoundary>,
      { onCaughtError: vi.fn() },
    );
    expect(screen.getByText('Référence : 3f2b8c1e-0d4a-4c6e-9b7a-5e1f2d3c4b5a')).toBeInTheDocument();
  });

  it('shows no reference for a crash of the page itself', () => {
    render(
      <RouteErrorBoundary resetKey="/blog">
        <Broken />
      </RouteErrorBoundary>,
      { onCaughtError: vi.fn() },
    );
    expect(screen.queryByText(/Référence/)).not.toBeInTheDocument();
  });
});

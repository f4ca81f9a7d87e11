import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toaster } from './toast.tsx';

describe('toasts', () => {
  it('mount the toast area with the first toast and show that toast', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    toast.success('Message envoyé');

    // The first toast imports Sonner: on a loaded CI machine that takes longer than findBy's 1 s.
    expect(await screen.findByText('Message envoyé', {}, { timeout: 10_000 })).toBeInTheDocument();
    toast.error('Une erreur inattendue est survenue.');
    expect(await screen.findByText('Une erreur inattendue est survenue.')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination, visiblePages } from './list-pagination.tsx';

describe('ListPagination', () => {
  it('says which rows are shown out of the real total', () => {
    render(<ListPagination page={3} pageSize={10} total={47} onPage={() => {}} />);
    expect(screen.getByText('Affichage de 21 à 30 sur 47 résultats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
  });

  it('says résultat in the singular for a single row and offers no page buttons', () => {
    render(<ListPagination page={1} pageSize={10} total={1} onPage={() => {}} />);
    expect(screen.getByText('Affichage de 1 à 1 sur 1 résultat')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves to the next, previous and chosen pages', async () => {
    const onPage = vi.fn();
    render(<ListPagination page={1} pageSize={10} total={25} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[2], [3]]);
  });

  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { ListPanel } from './list-panel.tsx';

const page = (items: string[], total = items.length, pageNumber = 1) => ({ items, total, page: pageNumber, pageSize: 10 });
const done = { isPending: false, isError: false, error: null };
const failed = (error: unknown) => ({ isPending: false, isError: true, error });

function renderPanel(query: Parameters<typeof ListPanel<string>>[0]['query'], page = 1, onPage = vi.fn()) {
  render(
    <ListPanel
      query={query}
      loadError="Erreur de chargement"
      refusedError={(message) => `Refus : ${message}`}
      empty={{ title: 'Rien', hint: 'Astuce' }}
      page={page}
      onPage={onPage}
    >
      {(items) => (
        <ul aria-label="Lignes">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListPanel>,
  );
  return onPage;
}

describe('ListPanel', () => {
  it("shows a 4xx refusal's server message, framed by the screen", () => {
    renderPanel(failed(new ApiError(400, 'VALIDATION_ERROR', 'Dates inversées')));
    expect(screen.getByRole('alert')).toHaveTextContent('Refus : Dates inversées');
  });

  it("shows the screen's text for a server failure", () => {
    renderPanel(failed(new ApiError(500, 'INTERNAL_ERROR', 'Erreur interne')));
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur de chargement');
  });

  it('shows the empty state without pagination when nothing matches', () => {
    renderPanel({ ...done, data: page([]) });
    expect(screen.getByText('Rien')).toBeInTheDocument();
    expect(screen.getByText('Astuce')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('dims the previous rows while another page loads, with the real total', () => {
    renderPanel({ ...done, data: page(['a', 'b'], 23), isPlaceholderData: true, isFetching: true }, 2);
    expect(screen.getByRole('list', { name: 'Lignes' }).parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Affichage de 11 à 20 sur 23 résultats')).toBeInTheDocument();
  });

  it("follows the server's last page when the URL's page is past the end, replacing the URL", () => {
    const onPage = renderPanel({ ...done, data: page(['u', 'v'], 451, 46) }, 99);
    expect(onPage).toHaveBeenCalledWith(46, { replace: true });
    expect(screen.getByText('Affichage de 451 à 451 sur 451 résultats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 46' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps the URL's page while that page loads", () => {
    const onPage = renderPanel({ ...done, data: page(['a'], 23, 1), isPlaceholderData: true, isFetching: true }, 3);
    expect(onPage).not.toHaveBeenCalled();
    expect(screen.getByText('Affichage de 21 à 23 sur 23 résultats')).toBeInTheDocument();
  });
});

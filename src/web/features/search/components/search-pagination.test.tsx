import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchPagination } from './search-pagination.tsx';

const next = () => screen.getByRole('button', { name: 'Page suivante' });
const previous = () => screen.getByRole('button', { name: 'Page précédente' });

describe('SearchPagination', () => {
  it('counts pages from an exact total and stops at the last one', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<SearchPagination page={1} pageSize={20} total={45} itemCount={20} onPage={onPage} />);
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    await userEvent.click(next());
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(<SearchPagination page={3} pageSize={20} total={45} itemCount={5} onPage={onPage} />);
    expect(next()).toBeDisabled();
  });

  it('is hidden when everything fits on one page', () => {
    const { container } = render(<SearchPagination page={1} pageSize={20} total={12} itemCount={12} onPage={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('goes past a capped total while pages are full, without claiming a page count', () => {
    const { rerender } = render(<SearchPagination page={50} pageSize={20} total={1000} totalIsLowerBound itemCount={20} onPage={vi.fn()} />);
    expect(screen.getByText('Page 50')).toBeInTheDocument();
    expect(next()).toBeEnabled();

    rerender(<SearchPagination page={53} pageSize={20} total={1000} totalIsLowerBound itemCount={7} onPage={vi.fn()} />);
    expect(next()).toBeDisabled();
  });
});

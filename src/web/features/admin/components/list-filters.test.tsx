import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect, ListFilters } from './list-filters.tsx';

describe('FilterSelect', () => {
  it('is named by a label everyone sees, not by its first option alone (issue 22)', async () => {
    const onChange = vi.fn();
    render(
      <ListFilters>
        <FilterSelect
          label="Statut"
          value="all"
          options={[
            { value: 'all', label: 'Tous les statuts' },
            { value: 'open', label: 'En cours' },
          ]}
          onChange={onChange}
        />
      </ListFilters>,
    );
    const select = screen.getByRole('combobox', { name: 'Statut' });
    const label = screen.getByText('Statut');
    expect(label.tagName).toBe('LABEL');
    expect(label).not.toHaveClass('sr-only');
    await userEvent.setup().selectOptions(select, 'open');
    expect(onChange).toHaveBeenCalledWith('open');
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LazyLocationInput } from './lazy-location-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="city">Localisation</label>
      <LazyLocationInput id="city" value={value} onChange={setValue} />
    </>
  );
}

describe('the location field of a first load', () => {
  it('is a text field at once that keeps what is typed, then the combobox with that text', async () => {
    render(<Harness />);

    const plain = screen.getByRole('textbox', { name: 'Localisation' });
    expect(plain).toHaveAttribute('placeholder', 'Entrez une ville');
    await userEvent.setup().type(plain, 'Lyon');

    const combobox = await screen.findByRole('combobox', { name: 'Localisation' });
    expect(combobox).toHaveValue('Lyon');
  });
});

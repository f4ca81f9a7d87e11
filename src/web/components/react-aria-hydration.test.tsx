import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '#web/testing/hydrate.tsx';
import { LocationInput } from './forms/location-input.tsx';
import { RowMenu } from './ui/row-menu.tsx';

const widgets: Record<string, () => ReactNode> = {
  'the location combobox': () => (
    <>
      <label htmlFor="city">Localisation</label>
      <LocationInput id="city" value="Lyon" onChange={vi.fn()} />
    </>
  ),
  'a row menu': () => (
    <MemoryRouter>
      <RowMenu
        label="Actions pour « Mission 1 »"
        items={[
          { label: 'Voir la mission', to: '/jobs/1' },
          { label: 'Supprimer', danger: true, onSelect: vi.fn() },
        ]}
      />
    </MemoryRouter>
  ),
};

describe('React Aria components on a server-rendered page', () => {
  it.each(Object.keys(widgets))('%s hydrates what the server rendered without a mismatch', async (name) => {
    const widget = widgets[name]!;
    const html = renderToString(widget());

    const { container, onRecoverableError } = await hydrateServerHtml(html, widget());

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.innerHTML).not.toBe('');
  });
});

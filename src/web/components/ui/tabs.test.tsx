import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

const tabs = [
  { id: 'write', label: 'Écrire', content: <p>Le texte</p> },
  { id: 'preview', label: 'Aperçu', content: <p>Le rendu</p>, badge: <span>3</span> },
  { id: 'help', label: 'Aide', content: <p>Les conseils</p> },
];

/** The tab list's code loads after the page: React Aria marks each of its tabs with its key. */
async function renderLoaded(ui: ReactElement) {
  render(ui);
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Écrire' })).toHaveAttribute('data-key', 'write'), { timeout: 5000 });
  return userEvent.setup();
}

describe('tabs', () => {
  it('show the first tab’s panel, labelled by its tab, and a click shows another one', async () => {
    const user = await renderLoaded(<Tabs label="Contenu" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Contenu' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Écrire' })).toHaveTextContent('Le texte');
    expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveTextContent('Aperçu3');

    await user.click(screen.getByRole('tab', { name: /^Aperçu/ }));
    expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Aperçu/ })).toHaveTextContent('Le rendu');
    expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('move with the arrow keys (wrapping), Home and End, selecting the focused tab; Tab then reaches the panel', async () => {
    const user = await renderLoaded(<Tabs label="Contenu" tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Écrire' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Le rendu');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Aide' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Les conseils');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Écrire' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Aide' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Écrire' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Le texte');

    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('keep the arrow keys to the page’s direction when the browser prefers a right-to-left language', async () => {
    const user = await renderLoaded(<Tabs label="Contenu" tabs={tabs} />);
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('ar-EG');
    // React Aria follows the browser's language as it changes (while a component listens).
    const languageChange = () => act(() => void window.dispatchEvent(new Event('languagechange')));
    languageChange();
    try {
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveFocus();
    } finally {
      language.mockRestore();
      languageChange();
    }
  });

  it('controlled, show the given tab and leave the choice to the caller', async () => {
    const onSelect = vi.fn();
    function Controlled() {
      const [selected, setSelected] = useState('preview');
      return (
        <Tabs
          label="Contenu"
          tabs={tabs}
          selectedId={selected}
          onSelect={(id) => {
            onSelect(id);
            if (id !== 'help') setSelected(id);
          }}
        />
      );
    }
    const user = await renderLoaded(<Controlled />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Le rendu');

    await user.click(screen.getByRole('tab', { name: 'Aide' }));
    expect(onSelect).toHaveBeenLastCalledWith('help');
    expect(screen.getByRole('tab', { name: /^Aperçu/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Le rendu');

    await user.click(screen.getByRole('tab', { name: 'Écrire' }));
    expect(onSelect).toHaveBeenLastCalledWith('write');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Le texte');
  });

  it('show the tabs, clickable, and the panel before the tab list’s code has arrived', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.resetModules();
    vi.doMock('./tab-list.tsx', async (importOriginal) => {
      await arrived;
      return importOriginal();
    });
    onTestFinished(() => void vi.doUnmock('./tab-list.tsx'));
    const { Tabs: LaterTabs } = await import('./tabs.tsx');
    render(<LaterTabs label="Contenu" tabs={tabs} />);
    const user = userEvent.setup();

    expect(screen.getByRole('tab', { name: 'Écrire' })).not.toHaveAttribute('data-key');
    expect(screen.getByRole('tabpanel', { name: 'Écrire' })).toHaveTextContent('Le texte');
    await user.click(screen.getByRole('tab', { name: 'Aide' }));
    expect(screen.getByRole('tabpanel', { name: 'Aide' })).toHaveTextContent('Les conseils');

    await act(async () => arrive());
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Aide' })).toHaveAttribute('data-key', 'help'), { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Aide' })).toHaveAttribute('aria-selected', 'true');
  });
});

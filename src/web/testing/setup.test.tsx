import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isInMaintenance, reportMaintenance } from '#web/lib/maintenance.ts';
import { applySiteSettings, getSiteName } from '#web/lib/site.ts';
import { toast, Toaster } from '#web/lib/toast.tsx';

// The two tests run in this order, on purpose: the second one checks that nothing the first one
// left behind reaches it (the setup file puts every test back to the same start).
describe('each web test starts from the same state', { shuffle: false }, () => {
  it('leaves a toast, the maintenance screen, a new site name, a marked page and fake timers behind', async () => {
    render(<Toaster />);
    toast.success('Laissé par le test précédent');
    expect(await screen.findByText('Laissé par le test précédent')).toBeInTheDocument();
    reportMaintenance();
    document.head.innerHTML = '<meta name="application-name" content="CM Connect">';
    applySiteSettings({ siteName: 'Studio Social', defaultLanguage: 'en' });
    document.title = 'Ancienne page';
    document.documentElement.dataset.hydrated = '';
    vi.useFakeTimers();
  });

  it('finds none of it', async () => {
    expect(vi.isFakeTimers()).toBe(false);
    expect(isInMaintenance()).toBe(false);
    expect(document.title).toBe('');
    expect(document.head).toBeEmptyDOMElement();
    expect(document.documentElement.attributes).toHaveLength(0);
    expect(getSiteName()).toBe('CM Connect');

    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    toast.success('Nouveau');
    expect(await screen.findByText('Nouveau')).toBeInTheDocument();
    expect(screen.queryByText('Laissé par le test précédent')).not.toBeInTheDocument();
  });
});

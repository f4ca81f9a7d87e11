import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminSettings } from '#contracts/admin-settings';
import { adminSettingsLabels as labels, adminSettingsMessages as messages } from '#contracts/admin-settings-terms';
import { getSiteName } from '#web/lib/site.ts';
import { mockApi, sentBodies, type MockReply } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { SettingsForm } from './settings-form.tsx';

const settings: TAdminSettings = {
  siteName: 'CM Connect',
  contactEmail: 'contact@cmconnect.fr',
  defaultLanguage: 'fr',
  twoFactorEnabled: false,
  sessionTimeout: 30,
  maintenanceMode: false,
  legalName: 'CM Connect SAS',
  siret: '',
  legalAddress: '42 rue de la Chaussée-d’Antin, 75009 Paris',
  vatNumber: '',
  updatedAt: null,
};

function renderForm(reply: MockReply | ((body: unknown) => MockReply)) {
  const fetchMock = mockApi({
    'PUT /api/admin/settings': reply,
    'GET /api/site': { body: { siteName: 'x', defaultLanguage: 'fr', maintenanceMode: false } },
  });
  renderRoutes([{ path: '/', element: <SettingsForm settings={settings} /> }]);
  return { fetchMock, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }) };
}
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: labels.save }));

describe('admin settings form', () => {
  it('sends every field and shows the success notice for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, user } = renderForm((body) => ({ body: { ...(body as object), updatedAt: '2025-01-01T00:00:00.000Z' } }));
    await user.clear(screen.getByLabelText(labels.siteName));
    await user.type(screen.getByLabelText(labels.siteName), '  Studio Social ');
    await user.selectOptions(screen.getByLabelText(labels.defaultLanguage), 'en');
    await user.click(screen.getByLabelText(labels.maintenanceMode));
    await user.clear(screen.getByLabelText(labels.sessionTimeout));
    await user.type(screen.getByLabelText(labels.sessionTimeout), '45');
    await user.type(screen.getByLabelText(labels.siret), '123 456 789 00012');
    await user.type(screen.getByLabelText(labels.vatNumber), 'fr32123456789');
    await save(user);

    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    const { updatedAt: _updatedAt, ...fields } = settings;
    expect(sentBodies(fetchMock, 'PUT /api/admin/settings')).toEqual([
      {
        ...fields,
        siteName: 'Studio Social',
        defaultLanguage: 'en',
        maintenanceMode: true,
        sessionTimeout: 45,
        siret: '123 456 789 00012',
        vatNumber: 'FR32123456789',
      },
    ]);
    // The header and tab titles follow at once, and the page declares the new language.
    expect(getSiteName()).toBe('Studio Social');
    expect(document.documentElement.lang).toBe('en');

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(messages.saved)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText(messages.saved)).not.toBeInTheDocument());
  });

  it('shows the spec’s message when the save fails, and keeps it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderForm({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Une erreur inattendue est survenue.' } } });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.saveError);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.saveError);
    expect(screen.queryByText(messages.saved)).not.toBeInTheDocument();
  });

  it('checks the fields with the server’s schema before sending anything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, user } = renderForm({ body: settings });
    await user.clear(screen.getByLabelText(labels.siteName));
    await user.clear(screen.getByLabelText(labels.contactEmail));
    await user.type(screen.getByLabelText(labels.contactEmail), 'pas-un-email');
    await user.clear(screen.getByLabelText(labels.sessionTimeout));
    await user.type(screen.getByLabelText(labels.sessionTimeout), '1441');
    await user.type(screen.getByLabelText(labels.siret), '1234');
    await save(user);
    expect(await screen.findByText(messages.siteNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.siret)).toBeInTheDocument();
    expect(screen.getByText(messages.contactEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.sessionTimeout)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labels.sessionTimeout));
    await save(user);
    expect(await screen.findByText(messages.sessionTimeout)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/admin/settings')).toEqual([]);
  });

  it('disables the button while saving', async () => {
    let release: (reply: MockReply) => void = () => {};
    const pending = new Promise<MockReply>((resolve) => (release = resolve));
    const fetchMock = mockApi({ 'GET /api/site': { body: settings } });
    fetchMock.mockImplementationOnce(async () => {
      const reply = await pending;
      return new Response(JSON.stringify(reply.body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    renderRoutes([{ path: '/', element: <SettingsForm settings={settings} /> }]);
    const user = userEvent.setup();
    await save(user);
    await waitFor(() => expect(screen.getByRole('button', { name: /Enregistrement/ })).toBeDisabled());
    release({ body: settings });
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '#contracts/errors-terms';
import { maintenanceTexts } from '#contracts/site-terms';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { mockApi } from '#web/testing/mock-api.ts';
import { renderRoutes } from '#web/testing/render.tsx';
import { MaintenanceGate } from './maintenance-screen.tsx';

function Sectors() {
  const { isError } = useQuery({ queryKey: queryKeys.catalog.sectors(), queryFn: () => apiGet('/api/catalog/sectors') });
  return <p>{isError ? 'échec' : 'Secteurs'}</p>;
}
const gated = (path: string) => ({
  path,
  element: (
    <MaintenanceGate>
      <Sectors />
    </MaintenanceGate>
  ),
});
const maintenance = { status: 503, body: { error: { code: 'MAINTENANCE', message: errorMessages.maintenance } } };

describe('maintenance screen', () => {
  it('replaces the page once the API answers 503 MAINTENANCE', async () => {
    mockApi({ 'GET /api/catalog/sectors': maintenance });
    renderRoutes([gated('/search')], '/search');
    expect(await screen.findByRole('heading', { name: maintenanceTexts.title })).toBeInTheDocument();
    expect(screen.getByText(maintenanceTexts.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: maintenanceTexts.signIn })).toHaveAttribute('href', '/auth/login');
  });

  it('leaves the login page usable', async () => {
    mockApi({ 'GET /api/catalog/sectors': maintenance });
    renderRoutes([gated('/auth/login')], '/auth/login');
    expect(await screen.findByText('échec')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: maintenanceTexts.title })).not.toBeInTheDocument();
  });

  it('ignores other failures', async () => {
    mockApi({ 'GET /api/catalog/sectors': { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } } });
    renderRoutes([gated('/search')], '/search');
    expect(await screen.findByText('échec')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: maintenanceTexts.title })).not.toBeInTheDocument();
  });
});

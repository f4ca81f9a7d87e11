import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaintenanceGate } from './components/layouts/maintenance-screen.tsx';
import { AuthProvider } from './lib/auth.tsx';
import { RealtimeProvider } from './lib/realtime.tsx';
import { Toaster } from './lib/toast.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app inside a router: the browser's (`main.tsx`) or the server's static one
 * (`entry-server.tsx`), so both render the same tree and hydration finds what the server sent.
 */
export function App({ queryClient, router: Router }: { queryClient: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AuthProvider>
            <RealtimeProvider>
              <MaintenanceGate>
                <AppRoutes />
              </MaintenanceGate>
            </RealtimeProvider>
            <Toaster />
          </AuthProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}

import './zod-jitless.ts';
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { MaintenanceGate } from './components/layouts/maintenance-screen.tsx';
import { AuthProvider } from './lib/auth.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { RealtimeProvider } from './lib/realtime.tsx';
import { Toaster } from './lib/toast.tsx';
import { AppRoutes } from './router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <RealtimeProvider>
            <MaintenanceGate>
              <AppRoutes />
            </MaintenanceGate>
          </RealtimeProvider>
          <Toaster />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);

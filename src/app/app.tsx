import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/shared/api';
import { withAntd } from '@/shared/ui/with-antd';
import { appStore } from '@/shared/session';
import { useNetworkNotice } from './network-notice';
import { AppProviders } from './providers';
import { createRouter } from './router';

// Only with the fake mall; the literal comparison lets the production build drop it.
const DevTools = import.meta.env.VITE_API_MOCK === 'true' ? lazy(() => withAntd(import('./dev-tools').then((m) => m.default))) : null;

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  useNetworkNotice();
  return (
    <AppProviders queryClient={queryClient} store={appStore}>
      <RouterProvider router={router} />
      {DevTools ? (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}

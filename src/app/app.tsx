import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/shared/api';
import { appStore } from '@/shared/session';
import { AppProviders } from './providers';
import { createRouter } from './router';

// Only with the fake mall; the literal comparison lets the production build drop it.
const DevTools = import.meta.env.VITE_API_MOCK === 'true' ? lazy(() => import('./dev-tools')) : null;

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
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

import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/shared/api';
import { appStore } from '@/shared/session';
import type { AppLocale } from './locale';
import { useNetworkNotice } from './network-notice';
import { AppProviders } from './providers';
import { createRouter } from './router';

// Only with the fake mall; the literal comparison lets the production build drop it.
const DevTools = import.meta.env.VITE_API_MOCK === 'true' ? lazy(() => import('./dev-tools')) : null;

export function App({ locale }: { locale: AppLocale | undefined }) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  useNetworkNotice();
  return (
    <AppProviders queryClient={queryClient} store={appStore} locale={locale}>
      <RouterProvider router={router} />
      {DevTools ? (
        <Suspense fallback={null}>
          <DevTools />
        </Suspense>
      ) : null}
    </AppProviders>
  );
}

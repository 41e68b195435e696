import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/shared/api';
import { appStore } from '@/shared/session';
import { AppProviders } from './providers';
import { createRouter } from './router';
import { DevTools } from './dev-tools';

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient} store={appStore}>
      <RouterProvider router={router} />
      <DevTools />
    </AppProviders>
  );
}

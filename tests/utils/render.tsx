import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/shared/api';
import { writeTokenInfo } from '@/shared/storage';
import { issueTokens } from '../../mocks/lib.ts';

/** The app's QueryClient (the production factory), without retry delays. */
export function createTestQueryClient() {
  return createQueryClient({ retryDelayMs: 0 });
}

/**
 * antd without motion: jsdom never ends a CSS transition, so every opening and
 * closing would wait out rc-motion's deadline. The app's own theme (inside
 * AppProviders) inherits this and changes nothing else.
 */
const NO_MOTION = { token: { motion: false } };

/** Sign in as a fake-mall member by storing tokens, as a login would. */
export function signInAs(memberId: string, options: { accessTtlMs?: number } = {}) {
  const tokens = issueTokens(memberId, options);
  writeTokenInfo(tokens);
  return tokens;
}

/**
 * The whole app (real providers, routes and fake mall) at `path`, with a fresh
 * store and client. The session starts at once unless a test asks for the
 * spec's delay; a test that times React Query's retries passes the production
 * client (`createQueryClient()`).
 */
export function renderApp(
  path = '/',
  { sessionStartDelayMs = 0, queryClient = createTestQueryClient() }: { sessionStartDelayMs?: number; queryClient?: QueryClient } = {},
) {
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No timer between the keystrokes and pointer steps of an action (React Testing Library still wraps each event in
  // act(), so every one renders, and still yields once after each user.* call): the default's setTimeout(0) after
  // each step is CPU the suite does not need (the 30 slowest files, 2 runs alternating: 107 and 97 s with it, 96 and
  // 90 without). A test waits for what the app does next by its condition.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <ConfigProvider theme={NO_MOTION}>
      <AppProviders queryClient={queryClient} store={store} sessionStartDelayMs={sessionStartDelayMs}>
        <RouterProvider router={router} />
      </AppProviders>
    </ConfigProvider>,
  );
  return { ...view, router, queryClient, store, user };
}

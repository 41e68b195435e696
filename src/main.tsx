import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import './styles.css';

// The configuration was validated when Vite started (vite.config.ts) and is
// validated again by src/shared/config/env.ts as the app loads.
const root = createRoot(document.getElementById('root') as HTMLElement);

async function start(): Promise<void> {
  preloadRoute(window.location.pathname);
  // A literal comparison so the production build drops the fake mall entirely.
  if (import.meta.env.VITE_API_MOCK === 'true') {
    // eslint-disable-next-line import-x/no-restricted-paths -- the one allowed entry into mocks/, behind the env flag
    const { startMocks } = await import('../mocks/browser');
    await startMocks();
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (antd's styles are generated while rendering):
  // input stays responsive and no long task blocks the phone (docs/performance.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(
    <div role="alert" style={{ padding: 48 }}>
      <h1 style={{ fontSize: 20 }}>商城启动失败</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <p>请刷新页面重试，或致电 400 819 7199 联系我们。</p>
    </div>,
  );
});

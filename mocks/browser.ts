import { setupWorker } from 'msw/browser';
import { handlersFor } from './handlers/index.ts';
import { socketHandlers } from './handlers/socket.ts';

/** The browser worker of `npm run dev`: the fake mall lives in this tab. */
export async function startMocks(): Promise<void> {
  // VITE_ASSISTANT_MOCK=false: the shop stays on the fake mall but talks to a real RAGFlow.
  const worker = setupWorker(...handlersFor({ assistant: import.meta.env.VITE_ASSISTANT_MOCK !== 'false' }), ...socketHandlers);
  await worker.start({
    quiet: true,
    // Vite's own files, fonts and the analytics script pass through untouched.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  console.info('[模拟商城] 已启动：接口由浏览器内的模拟数据提供（重置：页面最下方的“重置演示数据（模拟）”按钮）');
}

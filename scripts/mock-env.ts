/**
 * The build environment of the production bundle pointed at the fake mall's
 * loopback HTTP server (mocks/http-server.ts): used by `npm run preview:mock`
 * and `npm run bench:lighthouse`. The fake RAGFlow is served by the same
 * server but reached under another host name (`localhost`), so the assistant
 * is another origin than the mall API, as in production (api.… and ragflow.…):
 * CSP, CORS and the rule that the member's tokens go to the API origin only
 * are exercised across a real origin boundary.
 */
export function mockBuildEnv(mockPort: number): NodeJS.ProcessEnv {
  const api = `http://127.0.0.1:${mockPort}`;
  return {
    ...process.env,
    VITE_API_MOCK: 'false',
    VITE_ASSISTANT_MOCK: 'false',
    VITE_API_BASE_URL: api,
    VITE_ASSISTANT_BASE_URL: `http://localhost:${mockPort}/ragflow`,
    VITE_ASSISTANT_API_KEY: 'mock-key',
    // The fake RAGFlow's key opens nothing, so it may be public; a real RAGFlow key never is (README).
    VITE_ASSISTANT_KEY_IS_PUBLIC: 'true',
    VITE_ASSISTANT_PRESETS: JSON.stringify([{ chat_id: 'mock-chat-product' }, { chat_id: 'mock-chat-support' }]),
    VITE_WS_URL: `ws://127.0.0.1:${mockPort}/ws/wechat`,
  };
}

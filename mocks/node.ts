import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';
import { socketHandlers } from './handlers/socket.ts';

/** msw/node for unit and integration tests. */
export const server = setupServer(...handlers, ...socketHandlers);

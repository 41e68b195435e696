import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/**
 * The one retry layer: queries retry twice on network errors, timeouts and
 * 5xx; mutations never. `retryDelayMs` replaces React Query's growing delay
 * (the tests build their client here with 0).
 */
export function createQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.transient,
        ...(options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs }),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

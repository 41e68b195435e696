import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

/** The one retry layer: queries retry twice on network errors, timeouts and 5xx; mutations never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.transient,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

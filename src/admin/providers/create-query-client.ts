import { QueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE, isApiErrorBody, isConnectionFailure } from '@/lib/api-client';

/** A definite answer from the server (404, 403, 400...) will not change on retry; a failed trip might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const definiteAnswer =
    isApiErrorBody(error) && error.message !== GENERIC_ERROR_MESSAGE && !isConnectionFailure(error);
  return failureCount < 1 && !definiteAnswer;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a call fails at once with a message saying so. React Query's default
      // ('online') pauses it until the browser is back online, and the save button spins meanwhile.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

import { QueryClient } from '@tanstack/react-query';
import { GENERIC_ERROR_MESSAGE, isApiErrorBody } from '@/lib/api-client';

/** A definite answer from the server (404, 403, 400...) will not change on retry; a failed trip might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const definiteAnswer = isApiErrorBody(error) && error.message !== GENERIC_ERROR_MESSAGE;
  return failureCount < 1 && !definiteAnswer;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
      mutations: { retry: false },
    },
  });
}

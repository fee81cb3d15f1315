import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { ApiError } from './api';
import { onSessionEnd } from './session';

/** Client errors (4xx) will not change on a retry; network trouble and 5xx may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// One client, one cache, for the whole visit, shared by every screen's scope.
const appClient = createQueryClient();
// No personal answer outlives its session (AUTH-16): signed out, timed out or
// ended elsewhere, the cache is emptied.
onSessionEnd(() => {
  appClient.clear();
});

/**
 * Gives a lazily loaded screen the app's TanStack Query client. The scope and TanStack Query
 * load with the first screen that needs them, not with the entry: the sign-in page and the
 * top of the home page need neither (docs/performance.md). A client already in context (a
 * test's own, or an outer scope) is kept.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  if (use(QueryClientContext) !== undefined) return children;
  return <QueryClientProvider client={appClient}>{children}</QueryClientProvider>;
}

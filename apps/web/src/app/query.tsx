import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { createQueryClient } from './providers';

// One client, one cache, for the whole visit, shared by every screen's scope.
const appClient = createQueryClient();

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

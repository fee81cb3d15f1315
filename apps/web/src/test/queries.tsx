import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

// One part of a screen rendered alone, as a component test needs it: its own query client and a
// router for its links. The whole app at a path is `renderApp` (render.tsx).

export interface PartOptions {
  /** The address the router starts at. */
  path?: string;
  /** A route pattern (`/staff/questionnaires/*`): the part is that route's element, so it reads the path's parameters and nested routes. */
  route?: string;
}

/** `part` with a fresh query client that does not retry (a refusal shows at once), in a memory router at `path`. */
export function renderWithQueries(part: ReactNode, { path = '/', route }: PartOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {route === undefined ? (
          part
        ) : (
          <Routes>
            <Route path={route} element={part} />
          </Routes>
        )}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

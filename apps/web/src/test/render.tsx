import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import type { SessionUser } from '../lib/token';
import { inPseudoLanguage } from './pseudo';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const patient: SessionUser = { id: 7, role: 'patient', name: 'Maria Lopez', email: 'maria@example.com', username: 'maria' };
export const doctor: SessionUser = { id: 3, role: 'doctor', name: 'Dr. Aisha Khan', email: 'aisha@example.com', username: 'aisha' };
export const staff: SessionUser = { id: 9, role: 'staff', name: 'Sam Reed', email: 'sam@example.com', username: 'sam' };

/** An unsigned JWT as the browser sees it; `expiresIn` seconds from now (negative: expired). */
export function fakeToken(payload: object, expiresIn = 3600): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ ...payload, exp: Math.floor(Date.now() / 1000) + expiresIn })}.signature`;
}

/** The whole app at `path`, optionally with a signed-in user's token in storage. */
export function renderApp(path: InitialEntry, user?: SessionUser) {
  if (user !== undefined) localStorage.setItem('token', fakeToken(user));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** The whole app at `path` in the pseudo-language (I18N-8): its main landmark, once the page's heading is translated. */
export async function renderAppInPseudoLanguage(path: string, user?: SessionUser): Promise<HTMLElement> {
  await inPseudoLanguage();
  renderApp(path, user);
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 10_000 });
  return main;
}

/** jsdom has no layout: a ResizeObserver that never reports, for a component that watches a size (the carousel's arrows). */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = () => undefined;
      unobserve = () => undefined;
      disconnect = () => undefined;
    },
  );
}

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type LoginRedirectState, type Session } from '../lib/session';
import { doctor, patient, renderApp, staff } from '../test/render';
import { RequireAuth } from './guards';

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p>login page, from {state?.from?.pathname}</p>;
}

function renderGuarded(session: Session) {
  const router = createMemoryRouter(
    [
      { path: '/appointments', element: <RequireAuth><p>appointments</p></RequireAuth> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/appointments'] },
  );
  render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
  return router;
}

const base = { signIn: vi.fn(), signOut: vi.fn() };

describe('RequireAuth', () => {
  it("shows 'Loading...' while the session is being established", () => {
    renderGuarded({ ...base, status: 'loading', user: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('appointments')).not.toBeInTheDocument();
  });

  it('sends anonymous users to /login with the wanted location', () => {
    const router = renderGuarded({ ...base, status: 'ready', user: null });
    expect(screen.getByText('login page, from /appointments')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the screen to a signed-in user', () => {
    renderGuarded({ ...base, status: 'ready', user: patient });
    expect(screen.getByText('appointments')).toBeInTheDocument();
  });
});

describe('RequireRole', () => {
  // The portal's first import here transforms its whole module graph: seconds under a loaded worker.
  it('lets a doctor into the doctor portal, outside the shared layout', { timeout: 20_000 }, async () => {
    renderApp('/doctor-portal', doctor);
    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByText(doctor.name)).toBeInTheDocument();
  });

  it('sends patients who open the doctor portal to the home page, and staff to their console', async () => {
    const { router } = renderApp('/doctor-portal', patient);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    cleanup();
    localStorage.clear();
    const asStaff = renderApp('/doctor-portal', staff);
    await waitFor(() => {
      expect(asStaff.router.state.location.pathname).toBe('/staff');
    });
  });

  it('keeps patients out of the staff console', async () => {
    renderApp('/staff', patient);
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
  });

  it('sends anonymous visitors of the doctor portal to /login', async () => {
    const { router } = renderApp('/doctor-portal');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { doctor, fakeToken, patient } from '../test/render';
import { apiFetch } from './api';
import { SessionProvider, useSession, type LoginRedirectState } from './session';

function Probe() {
  const { user, signIn, signOut } = useSession();
  return (
    <div>
      <p data-testid="user">{user === null ? 'anonymous' : `${user.name} (${user.role})`}</p>
      <button
        type="button"
        onClick={() => {
          signIn(fakeToken(doctor), doctor);
        }}
      >
        sign in
      </button>
      <button type="button" onClick={signOut}>
        sign out
      </button>
    </div>
  );
}

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState | null;
  return <p data-testid="login">login, from {state?.from?.pathname ?? 'nowhere'}</p>;
}

function renderSession(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/', element: <Probe /> },
          { path: '/appointments', element: <Probe /> },
          { path: '/login', element: <LoginProbe /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SessionProvider', () => {
  it('starts signed in from a valid stored token', () => {
    localStorage.setItem('token', fakeToken(patient));
    renderSession();
    expect(screen.getByTestId('user')).toHaveTextContent('Maria Lopez (patient)');
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('logs "Invalid token" and removes a token that does not decode, silently', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    localStorage.setItem('token', 'garbage');
    renderSession();
    expect(log).toHaveBeenCalledWith('Invalid token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('user')).toHaveTextContent('anonymous');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes an expired token', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    localStorage.setItem('token', fakeToken(patient, -60));
    renderSession();
    expect(log).toHaveBeenCalledWith('Invalid token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByTestId('user')).toHaveTextContent('anonymous');
  });

  it('stores the token on signIn and removes it on signOut', async () => {
    const user = userEvent.setup();
    renderSession();
    await user.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByTestId('user')).toHaveTextContent('Dr. Aisha Khan (doctor)');
    expect(localStorage.getItem('token')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByTestId('user')).toHaveTextContent('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out and goes to /login, keeping the wanted page, when the API answers 401', async () => {
    localStorage.setItem('token', fakeToken(patient));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Session expired' } }), { status: 401 }),
    );
    const router = renderSession('/appointments');
    await act(async () => {
      await expect(apiFetch('/api/patients/get-appointments/7')).rejects.toMatchObject({ status: 401 });
    });
    expect(await screen.findByTestId('login')).toHaveTextContent('login, from /appointments');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out when another tab removes the token', async () => {
    localStorage.setItem('token', fakeToken(patient));
    renderSession();
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    });
    await waitFor(() => {
      expect(screen.getByTestId('user')).toHaveTextContent('anonymous');
    });
  });
});

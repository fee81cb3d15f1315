import { createContext, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { onUnauthorized } from './api';
import { TOKEN_KEY, readToken, removeToken, storeToken, userFromToken, type SessionUser } from './token';

export type SessionStatus = 'loading' | 'ready';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

export interface Session extends SessionState {
  signIn: (token: string, user: SessionUser) => void;
  signOut: () => void;
}

/** What the login page finds in `location.state` when a guard sent the user there. */
export interface LoginRedirectState {
  from?: Location;
}

/** A tiny store outside React, so the session can change from events (401, other tabs). */
function createSessionStore() {
  let state: SessionState = { status: 'loading', user: null };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** SHELL-8: read the stored token once at start; a bad or expired one is dropped quietly. */
    establish: () => {
      const token = readToken();
      const user = token === null ? null : userFromToken(token);
      if (token !== null && user === null) {
        console.log('Invalid token');
        removeToken();
      }
      set({ status: 'ready', user });
    },
    signIn: (token: string, user: SessionUser) => {
      storeToken(token);
      set({ status: 'ready', user });
    },
    signOut: () => {
      removeToken();
      set({ status: 'ready', user: null });
    },
  };
}

export const SessionContext = createContext<Session | null>(null);

/**
 * Holds who is signed in. Renders nothing until the stored token has been checked (SHELL-8).
 * Lives inside the router so that an expired session can send the user to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    store.establish();
    // Signing out in another tab signs out here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY && event.newValue === null) store.signOut();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  useEffect(
    () =>
      onUnauthorized(() => {
        store.signOut();
        const from = locationRef.current;
        // Already there (a guard got there first): keep the page it means to return to.
        if (from.pathname === '/login') return;
        const state: LoginRedirectState = { from };
        void navigate('/login', { replace: true, state });
      }),
    [store, navigate],
  );

  const session = useMemo<Session>(() => ({ ...state, signIn: store.signIn, signOut: store.signOut }), [state, store]);

  if (state.status === 'loading') return null;
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

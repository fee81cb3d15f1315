import { createContext, lazy, Suspense, use, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { watchInteraction } from './activity';
import { onEnrolmentRequired, onUnauthorized } from './api';
import { TOKEN_KEY, readToken, removeToken, storeToken, userFromToken, type SessionUser } from './token';

// Signed-in pages only, and shown a minute before the idle limit: it loads after the first screen
// instead of adding to every page's first download (PERF-7).
// Loaded at the first call: the sign-out reads the token before the app forgets it and hands it over.
let sessionCalls: Promise<typeof import('./session-calls')> | undefined;
function loadSessionCalls() {
  sessionCalls ??= import('./session-calls');
  return sessionCalls;
}

function endOnServer(): void {
  const token = readToken();
  if (token === null) return;
  void loadSessionCalls().then((calls) => {
    calls.endOnServer(token);
  });
}

function stillHere(): void {
  void loadSessionCalls().then((calls) => {
    calls.stillHere();
  });
}

const IdleWarning = lazy(async () => ({ default: (await import('./IdleWarning')).IdleWarning }));

export type SessionStatus = 'loading' | 'ready';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

export interface Session extends SessionState {
  signIn: (token: string, user: SessionUser) => void;
  /** Signs out: ends the session on the server (AUTH-15) and forgets everything cached. */
  signOut: () => void;
}

/** What the login page finds in `location.state` when a guard sent the user there. */
export interface LoginRedirectState {
  from?: Location;
  /** Why the session ended ('You were signed out after 15 minutes without activity.'). */
  reason?: string;
  /** AUTH-3: the e-mail of an account just registered, kept for its first sign-in (issue 40.7). */
  registeredEmail?: string;
}

const endListeners = new Set<() => void>();

/**
 * Runs `listener` whenever a session ends, for any reason: the query cache registers here so
 * that no personal answer outlives the session. Returns the unsubscribe.
 */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

function sessionEnded(): void {
  for (const listener of endListeners) listener();
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
      // The idle timeout travels in the token (the answer's user is SPEC's, without it).
      const idle = userFromToken(token)?.idleTimeoutSeconds;
      set({ status: 'ready', user: idle === undefined ? user : { ...user, idleTimeoutSeconds: idle } });
    },
    /** The session is over (signed out, timed out, ended elsewhere): forget it and all it fetched. */
    end: () => {
      removeToken();
      set({ status: 'ready', user: null });
      sessionEnded();
    },
    signOut: () => {
      endOnServer();
      removeToken();
      set({ status: 'ready', user: null });
      sessionEnded();
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
      if (event.key === TOKEN_KEY && event.newValue === null) store.end();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  const endWith = useMemo(
    () => (reason: string) => {
      // A late answer to a request of a session already gone (the sign-out's own call).
      if (store.getSnapshot().user === null) return;
      store.end();
      const from = locationRef.current;
      // Already there (a guard got there first): keep the page it means to return to.
      const state: LoginRedirectState = from.pathname === '/login' ? { ...(from.state as LoginRedirectState | null), reason } : { from, reason };
      void navigate('/login', { replace: true, state });
    },
    [store, navigate],
  );

  useEffect(() => onUnauthorized(endWith), [endWith]);
  // A role that must use two-step sign-in, not yet set up: the one screen it may use.
  useEffect(
    () =>
      onEnrolmentRequired(() => {
        if (locationRef.current.pathname !== '/two-step-setup') void navigate('/two-step-setup', { replace: true });
      }),
    [navigate],
  );

  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    // The person is busy on the page: tell the server now and then (lib/activity.ts).
    return watchInteraction(stillHere);
  }, [signedIn]);

  const session = useMemo<Session>(() => ({ ...state, signIn: store.signIn, signOut: store.signOut }), [state, store]);

  if (state.status === 'loading') return null;
  const idle = state.user?.idleTimeoutSeconds;
  return (
    <SessionContext value={session}>
      {children}
      {typeof idle === 'number' ? (
        <Suspense fallback={null}>
          <IdleWarning
            idleTimeoutSeconds={idle}
            onStay={stillHere}
            onTimeout={() => {
              endOnServer();
              const minutes = Math.max(1, Math.round(idle / 60));
              endWith(`You were signed out after ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'} without activity.`);
            }}
          />
        </Suspense>
      ) : null}
    </SessionContext>
  );
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

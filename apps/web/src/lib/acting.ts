import { proxyErrorCodes } from '@clinvia/contracts/operations/operation';
import { useSyncExternalStore } from 'react';
import { onProxyRefused } from './api';
import { actingStorageKey } from './client';
import { onSessionEnd } from './session';

// PROXY-4, PROXY-7: whom this tab acts for. Kept per tab (sessionStorage), so another tab stays
// the user's own view. While set, the calls of operations that declare a proxy scope carry the
// patient's id (`X-Acting-For`, added by lib/client.ts from the same storage); every other call
// is the user's own. Loaded with the screens, not with the first page. A 403 `proxy_inactive` (the
// grant was revoked, left or ran out) drops the tab back to the user's own view at once.

export interface Acting {
  patientId: string;
  patientName: string;
}

const nameKey = `${actingStorageKey}.name`;
const listeners = new Set<() => void>();

function read(): Acting | null {
  try {
    const patientId = sessionStorage.getItem(actingStorageKey);
    const patientName = sessionStorage.getItem(nameKey);
    return patientId === null || patientName === null ? null : { patientId, patientName };
  } catch {
    return null;
  }
}

let current: Acting | null = read();
/** Whom the tab acted for until the server refused the grant: kept until the next switch, so the header can say why whatever was on screen then. */
let ended: string | null = null;

/** Switches the tab to act for `acting`, or back to the user's own view (null). */
export function setActing(acting: Acting | null): void {
  if (acting?.patientId === current?.patientId) return;
  current = acting;
  ended = null;
  try {
    if (acting === null) {
      sessionStorage.removeItem(actingStorageKey);
      sessionStorage.removeItem(nameKey);
    } else {
      sessionStorage.setItem(actingStorageKey, acting.patientId);
      sessionStorage.setItem(nameKey, acting.patientName);
    }
  } catch {
    // Storage refused: the calls cannot carry the switch, so it does not hold.
    current = null;
  }
  for (const listener of listeners) listener();
}

export function currentActing(): Acting | null {
  return current;
}

/** Runs `listener` on every switch (the query cache starts afresh for the new person). */
export function onActingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}


export function useActing(): Acting | null {
  return useSyncExternalStore(onActingChange, currentActing);
}

/** The name of the person whose grant ended while this tab acted for them, until the next switch (PROXY-7). */
export function useActingEnded(): string | null {
  return useSyncExternalStore(onActingChange, () => ended);
}

/** The patient whose portal the screens show: the person acted for, else the signed-in user. */
export function usePatientId(ownId: string | number): string {
  return useActing()?.patientId ?? String(ownId);
}

/** The grant the tab acts by has ended: back to the user's own view, remembering for whom (PROXY-7). */
export function actingEnded(): void {
  if (current === null) return;
  const { patientName } = current;
  setActing(null);
  ended = patientName;
  for (const listener of listeners) listener();
}

onProxyRefused((code) => {
  if (code === proxyErrorCodes.inactive) actingEnded();
});

onSessionEnd(() => {
  setActing(null);
});

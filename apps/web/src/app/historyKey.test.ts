import { afterEach, describe, expect, it } from 'vitest';
import { ensureHistoryEntryKey } from './historyKey';

afterEach(() => {
  window.history.replaceState(null, '');
});

describe('ensureHistoryEntryKey', () => {
  it('gives a freshly loaded entry a key of its own, different on every load', () => {
    window.history.replaceState(null, '');
    ensureHistoryEntryKey();
    const first = (window.history.state as { key: string }).key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    expect(first).not.toBe('default');

    window.history.replaceState(null, '');
    ensureHistoryEntryKey();
    expect((window.history.state as { key: string }).key).not.toBe(first);
  });

  it('keeps the key (and the rest of the state) of an entry that has one, so a reload restores its scroll position', () => {
    window.history.replaceState({ usr: { from: '/x' }, key: 'k3y', idx: 2 }, '');
    ensureHistoryEntryKey();
    expect(window.history.state).toEqual({ usr: { from: '/x' }, key: 'k3y', idx: 2 });
  });

  it("replaces the shared 'default' key and keeps the other fields", () => {
    window.history.replaceState({ idx: 0, key: 'default' }, '');
    ensureHistoryEntryKey();
    const state = window.history.state as { key: string; idx: number };
    expect(state.idx).toBe(0);
    expect(state.key).not.toBe('default');
  });
});

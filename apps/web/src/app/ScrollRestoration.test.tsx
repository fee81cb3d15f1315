import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './ScrollRestoration';

/** The document as the browser says it was opened: 'navigate', 'reload' or 'back_forward'. */
function openedBy(type: string) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
}

/** The app's first page at history entry `key`, as the router starts it (a POP). */
function renderFirstPage(key: string) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/find-doctor', key }]}>
      <ScrollRestoration />
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('leaves sessionStorage unread and the page at the top on a page opened afresh', () => {
    openedBy('navigate');
    sessionStorage.setItem('clinvia-scroll:entry', '500');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderFirstPage('entry');
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns a reloaded page to where the reader was', () => {
    openedBy('reload');
    sessionStorage.setItem('clinvia-scroll:entry', '500');
    renderFirstPage('entry');
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
  });

  it('ignores a stored position that is not a number', () => {
    openedBy('back_forward');
    sessionStorage.setItem('clinvia-scroll:entry', 'far down');
    renderFirstPage('entry');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('saves its own entry’s position and keeps what earlier documents of the tab saved', () => {
    openedBy('navigate');
    sessionStorage.setItem('clinvia-scroll:earlier', '700');
    renderFirstPage('fresh');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('clinvia-scroll:earlier')).toBe('700');
    expect(sessionStorage.getItem('clinvia-scroll:fresh')).toBe('0');
  });
});

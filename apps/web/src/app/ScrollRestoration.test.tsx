import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './ScrollRestoration';

const storageKey = 'clinvia-scroll-positions';

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
    sessionStorage.setItem(storageKey, JSON.stringify({ entry: 500 }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderFirstPage('entry');
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns a reloaded page to where the reader was', () => {
    openedBy('reload');
    sessionStorage.setItem(storageKey, JSON.stringify({ entry: 500 }));
    renderFirstPage('entry');
    expect(scrollTo).toHaveBeenCalledWith(0, 500);
  });

  it('keeps the positions earlier documents of the tab saved when it saves its own', () => {
    openedBy('navigate');
    sessionStorage.setItem(storageKey, JSON.stringify({ earlier: 700 }));
    renderFirstPage('fresh');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(storageKey) ?? '{}')).toEqual({ earlier: 700, fresh: 0 });
  });
});

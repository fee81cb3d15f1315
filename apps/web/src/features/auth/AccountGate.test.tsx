import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query';
import { meKey } from '../../lib/queries/me';
import { fakeToken, staff } from '../../test/render';
import { fakeApi } from '../../test/api';
import { AccountGate } from './AccountGate';

// AUTH-18, AUTH-14: the gate waits for the account check once; a check that failed and is asked
// again (the header's bell shares the key) keeps the screen instead of building it anew.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Screen({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <h1>Messages</h1>;
}

describe('AccountGate', () => {
  it('keeps the screen while a failed account check is asked again', async () => {
    localStorage.setItem('token', fakeToken(staff));
    // The first check fails; the second is still on its way while the test looks.
    let answerSecond: (response: Response) => void = () => undefined;
    const failed = () => Response.json({ error: { code: 'internal', message: 'Something went wrong' } }, { status: 500 });
    const fetchMock = vi.fn(() => (fetchMock.mock.calls.length === 1 ? Promise.resolve(failed()) : new Promise<Response>((resolve) => (answerSecond = resolve))));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const mounts = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AccountGate>
            <Screen onMount={mounts} />
          </AccountGate>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const heading = await screen.findByRole('heading', { name: 'Messages' });
    void client.refetchQueries({ queryKey: meKey });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    answerSecond(failed());
    await waitFor(() => {
      expect(client.getQueryState(meKey)?.fetchStatus).toBe('idle');
    });
    expect(heading).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Messages' })).toHaveLength(1);
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('waits for the first answer, and sends an account that must enrol to the set-up', async () => {
    localStorage.setItem('token', fakeToken(staff));
    fakeApi({ 'GET /api/authentication/me': { body: { user: { ...staff, status: 'approved' }, enrolmentRequired: true } } });
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AccountGate>
            <h1>Messages</h1>
          </AccountGate>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => client.refetchQueries({ queryKey: meKey }));
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
  });
});

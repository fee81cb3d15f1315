import type { NotificationDto, NotificationPage } from '@clinvia/contracts/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api';
import { createQueryClient } from '../query';
import { unreadEvents, useMarkRead } from './notifications';

// MSG-10 and the bell (AUDIT-1): the live channel's `unread` events read from a stream that
// arrives in pieces, and marking notices read updates the bell's count and list at once.

describe('the live channel’s unread events (MSG-10)', () => {
  it('reads each complete `unread` event and keeps an unfinished one for the next piece', () => {
    const first = unreadEvents(': ping\n\nevent: unread\ndata: {"unread": 3}\n\nevent: unread\ndata: {"unr');
    expect(first).toEqual({ unread: [3], rest: 'event: unread\ndata: {"unr' });
    const second = unreadEvents(`${first.rest}ead": 4}\n\n`);
    expect(second).toEqual({ unread: [4], rest: '' });
  });

  it('skips other events, malformed data and totals that are no number', () => {
    const read = unreadEvents('event: hello\ndata: {"unread": 9}\n\nevent: unread\ndata: not json\n\nevent: unread\ndata: {"unread": "5"}\n\nevent: unread\ndata: {"unread": 0}\n\n');
    expect(read.unread).toEqual([0]);
  });
});

const notice = (id: string, read = false): NotificationDto => ({
  id,
  kind: 'appointment.confirmed',
  title: 'Appointment confirmed',
  body: 'Your visit is confirmed.',
  appointment_id: null,
  link: '/appointments',
  timeZone: 'America/New_York',
  created_at: '2030-03-10T09:00:00.000Z',
  read,
});

function withCache(list: NotificationPage) {
  const client = createQueryClient();
  client.setQueryData(['notifications', 'unread'], { unread: list.unread });
  client.setQueryData(['notifications', 'list'], list);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMarkRead(), { wrapper });
  return { client, markRead: result.current };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('marking notices read', () => {
  const page: NotificationPage = { items: [notice('n-1'), notice('n-2'), notice('n-3', true)], total: 3, page: 1, pageSize: 10, unread: 2 };

  it('sends the ids and marks only those read, with the server’s new count', async () => {
    const api = fakeApi({ 'POST /api/notifications/read': { body: { unread: 1 } } });
    const { client, markRead } = withCache(page);
    await act(() => markRead(['n-1']));
    expect(api.calls('POST', '/api/notifications/read').map((request) => request.body)).toEqual([{ ids: ['n-1'] }]);
    expect(client.getQueryData(['notifications', 'unread'])).toEqual({ unread: 1 });
    const list = client.getQueryData<NotificationPage>(['notifications', 'list']);
    expect(list?.items.map((item) => [item.id, item.read])).toEqual([
      ['n-1', true],
      ['n-2', false],
      ['n-3', true],
    ]);
    expect(list?.unread).toBe(1);
  });

  it('marks every notice read when no ids are given', async () => {
    const api = fakeApi({ 'POST /api/notifications/read': { body: { unread: 0 } } });
    const { client, markRead } = withCache(page);
    await act(() => markRead());
    expect(api.calls('POST', '/api/notifications/read').map((request) => request.body)).toEqual([{}]);
    expect(client.getQueryData<NotificationPage>(['notifications', 'list'])?.items.every((item) => item.read)).toBe(true);
    expect(client.getQueryData(['notifications', 'unread'])).toEqual({ unread: 0 });
  });

  it('changes nothing when the server refuses', async () => {
    fakeApi({ 'POST /api/notifications/read': { status: 400, body: { error: { code: 'validation_error', message: 'Each id must be a valid id' } } } });
    const { client, markRead } = withCache(page);
    await expect(act(() => markRead(['nope']))).rejects.toThrow('Each id must be a valid id');
    expect(client.getQueryData(['notifications', 'unread'])).toEqual({ unread: 2 });
    expect(client.getQueryData<NotificationPage>(['notifications', 'list'])?.items[0]?.read).toBe(false);
  });
});

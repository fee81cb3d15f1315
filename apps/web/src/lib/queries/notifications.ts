import type { NotificationPage } from '@clinvia/contracts/notifications';
import { getUnreadNotificationCount, listNotifications, markNotificationsRead, streamNotifications } from '@clinvia/contracts/operations/notifications';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call, urlOf } from '../client';
import { readToken } from '../token';
import { useSession } from '../session';
import { meQuery } from './me';

// The bell's data. Typed but not checked with zod: the bell sits in the layout, in the app's
// first download, which keeps zod out (the server answers from the shared contract).
// The bell polls only the unread count, which names nobody; the notifications themselves (a
// doctor's name their patients) are read, and audited, only when the panel is opened (AUDIT-1).

const notificationsKey = ['notifications'] as const;
const unreadKey = [...notificationsKey, 'unread'] as const;
const listKey = [...notificationsKey, 'list'] as const;

/** How often the bell asks for news while the page is open (it also asks on focus). */
export const pollIntervalMs = 60_000;

/**
 * The unread count behind the bell's dot. AUTH-18: a doctor or staff member who has not yet
 * enrolled in two-step sign-in would get 403, so the bell asks only once the server says the
 * session is fully enrolled (issue 40 item 6).
 */
export function useUnreadCount() {
  const { user } = useSession();
  const me = useQuery({ ...meQuery(), enabled: user !== null });
  const enabled = user !== null && me.data?.enrolmentRequired === false;
  useBellStream(enabled);
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => call(getUnreadNotificationCount, { signal, unchecked: true }),
    enabled,
    refetchInterval: pollIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** How long to wait before opening the live channel again after it ended or failed. */
export const streamRetryMs = 5_000;

/** The unread totals in a text/event-stream's `unread` events, as they arrive. */
export function unreadEvents(chunk: string): { unread: number[]; rest: string } {
  const blocks = chunk.split('\n\n');
  const rest = blocks.pop() ?? '';
  const unread: number[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    if (!lines.includes('event: unread')) continue;
    const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
    try {
      const value = (JSON.parse(data ?? '') as { unread?: unknown }).unread;
      if (typeof value === 'number') unread.push(value);
    } catch {
      // A malformed event is skipped: the poll still counts.
    }
  }
  return { unread, rest };
}

/** Reads one stream until it ends, putting each unread total into the bell's cache. */
async function follow(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  const token = readToken();
  if (token === null) return;
  // The token goes in a header, so the stream is read with fetch (an EventSource cannot send one);
  // it is the page's own request, never the person's activity (AUDIT-6).
  const response = await fetch(urlOf(streamNotifications), { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', 'X-Background-Request': '1' }, signal });
  if (!response.ok || response.body === null) throw new Error(`stream answered ${String(response.status)}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = unreadEvents(buffer + value.replace(/\r\n/g, '\n'));
    buffer = parsed.rest;
    const latest = parsed.unread.at(-1);
    if (latest === undefined) continue;
    const before = queryClient.getQueryData<{ unread: number }>(unreadKey)?.unread;
    queryClient.setQueryData(unreadKey, { unread: latest });
    // A new notice: the panel's list is stale (it reads again when opened).
    if (before !== latest) void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
  }
}

/**
 * MSG-10: the bell's live channel. While the unread count may be asked (same conditions), a
 * stream tells the new total within seconds of a notice; when it ends (the server closes it
 * every few minutes) or fails, it opens again a little later. The minute's poll stays as the
 * fallback, so a proxy that buffers streams costs only speed.
 */
export function useBellStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof TextDecoderStream === 'undefined') return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      follow(queryClient, controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) timer = setTimeout(open, streamRetryMs);
        });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}

/** The latest notifications, fetched each time the panel opens. */
export function useNotifications(open: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => call(listNotifications, { query: { pageSize: 10 }, signal, unchecked: true }),
    enabled: user !== null && open,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Marks the listed notifications read, or all of them; the bell updates at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return async (ids?: string[]) => {
    const { unread } = await call(markNotificationsRead, { body: ids === undefined ? {} : { ids }, unchecked: true });
    queryClient.setQueryData(unreadKey, { unread });
    queryClient.setQueryData<NotificationPage>(listKey, (page) =>
      page && { ...page, unread, items: page.items.map((item) => (ids === undefined || ids.includes(item.id) ? { ...item, read: true } : item)) },
    );
  };
}

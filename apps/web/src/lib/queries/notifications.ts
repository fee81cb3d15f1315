import type { NotificationPage } from '@clinvia/contracts/notifications';
import { getUnreadNotificationCount, listNotifications, markNotificationsRead } from '@clinvia/contracts/operations/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../client';
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
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => call(getUnreadNotificationCount, { signal, unchecked: true }),
    enabled: user !== null && me.data?.enrolmentRequired === false,
    refetchInterval: pollIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
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

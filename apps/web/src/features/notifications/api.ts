import type { NotificationPage } from '@clinvia/contracts/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { useSession } from '../../lib/session';

// The bell's data. Typed but not parsed with zod: the bell sits in the layout, in the app's
// first download, which keeps zod out (the server answers from the shared contract).

const base = '/api/notifications';
export const notificationsKey = ['notifications'] as const;

/** How often the bell asks for news while the page is open (it also asks on focus). */
export const pollIntervalMs = 60_000;

export function useNotifications() {
  const { user } = useSession();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiFetch<NotificationPage>(`${base}?pageSize=10`, { signal }),
    enabled: user !== null,
    refetchInterval: pollIntervalMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** Marks the listed notifications read, or all of them; the bell updates at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return async (ids?: string[]) => {
    const { unread } = await apiFetch<{ unread: number }>(`${base}/read`, { method: 'POST', body: ids === undefined ? {} : { ids } });
    queryClient.setQueryData<NotificationPage>(notificationsKey, (page) =>
      page && { ...page, unread, items: page.items.map((item) => (ids === undefined || ids.includes(item.id) ? { ...item, read: true } : item)) },
    );
  };
}

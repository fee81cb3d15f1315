import { Bell } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../components/useDismiss';
import { useUnreadCount } from '../../features/notifications/useUnreadCount';

export function NotificationBell() {
  const unread = useUnreadCount();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(open, container, close);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && <span data-testid="unread-dot" className="absolute right-2 top-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-lg"
      >
        {unread > 0 ? `You have ${unread} unread notifications.` : 'No new notifications.'}
      </div>
    </div>
  );
}

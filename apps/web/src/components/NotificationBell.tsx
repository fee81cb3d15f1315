import type { NotificationDto } from '@clinvia/contracts/notifications';
import { Bell } from 'lucide-react';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../lib/i18n/i18n';
import { localeOf } from '../lib/i18n/locale';
import { useMarkRead, useNotifications, useUnreadCount } from '../lib/queries/notifications';
import { zonedNoticeText } from '../lib/zone-time';
import { Button } from './ui/Button';
import { useDismiss } from './useDismiss';

// Made on first use: building a DateTimeFormat takes ~10 ms of main thread (~50 ms on a slow
// phone), which the bell, in every signed-in page's header, should not add to loading the page.
// One per language (I18N-4).
const when = new Map<UiLanguage, Intl.DateTimeFormat>();
function formatWhen(iso: string, language: UiLanguage): string {
  let format = when.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    when.set(language, format);
  }
  return format.format(new Date(iso));
}

/** TIME-5: the notice's times with the zone of the doctor's location when the reader's clock reads otherwise. */
function bodyOf(item: NotificationDto): string {
  return zonedNoticeText(item.body, item.timeZone, item.created_at);
}

function Item({ item, onOpen }: { item: NotificationDto; onOpen: (item: NotificationDto) => void }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const content = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className={`text-sm ${item.read ? 'font-medium text-slate-700' : 'font-semibold text-slate-900'}`}>{item.title}</span>
        {!item.read && (
          <span className="mt-0.5 shrink-0 text-xs font-semibold text-teal-700">
            <span aria-hidden="true" className="mr-1 inline-block size-2 rounded-full bg-teal-600" />
            {t('bell.new')}
          </span>
        )}
      </span>
      <span className="mt-0.5 block text-sm text-slate-600">{bodyOf(item)}</span>
      <span className="mt-1 block text-xs text-slate-500">{formatWhen(item.created_at, language)}</span>
    </>
  );
  const className = `block w-full px-4 py-3 text-left hover:bg-slate-50 ${item.read ? '' : 'bg-teal-50/50'}`;
  const open = () => {
    onOpen(item);
  };
  return (
    <li className="border-b border-slate-100 last:border-b-0">
      {item.link === null ? (
        <button type="button" className={className} onClick={open}>
          {content}
        </button>
      ) : (
        <Link to={item.link} className={className} onClick={open}>
          {content}
        </Link>
      )}
    </li>
  );
}

/** The bell (NOTIF-4: the top bar, the doctor portal header): an unread dot and a panel of the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(open);
  const markRead = useMarkRead();
  const unread = useUnreadCount().data?.unread ?? 0;
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus();
  }, []);
  useDismiss(open, container, close);

  const mark = (ids?: string[]) => {
    setFailed(false);
    markRead(ids).catch(() => {
      setFailed(true);
    });
  };
  const onOpen = (item: NotificationDto) => {
    if (!item.read) mark([item.id]);
    setOpen(false);
  };

  const items = notifications.data?.items ?? [];
  return (
    <div ref={container} className="relative">
      <Button
        ref={button}
        variant="ghost"
        size="roundIcon"
        className="relative"
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && <span data-testid="unread-dot" className="absolute right-2 top-2 size-2.5 rounded-full bg-red-600 ring-2 ring-white" />}
      </Button>
      <div id={panelId} hidden={!open} className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-lg">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">{t('bell.title')}</h2>
          {unread > 0 && (
            <Button
              variant="link"
              className="text-sm"
              onClick={() => {
                mark();
              }}
            >
              {t('bell.markAll')}
            </Button>
          )}
        </div>
        {failed && (
          <p role="alert" className="px-4 py-2 text-sm text-red-700">
            {t('bell.markFailed')}
          </p>
        )}
        {notifications.isError ? (
          <p className="px-4 py-6 text-sm text-slate-600">{t('bell.loadFailed')}</p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-600">{notifications.isPending ? t('bell.loading') : t('bell.empty')}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {items.map((item) => (
              <Item key={item.id} item={item} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

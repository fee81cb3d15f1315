import type { CalendarFeedCreated } from '@clinvia/contracts/doctor-portal';
import { createOwnCalendarFeed, revokeOwnCalendarFeed } from '@clinvia/contracts/operations/doctor-portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarSync, Copy, ExternalLink } from 'lucide-react';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/fields';
import { reasonOf } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { operationMutation } from '../../lib/operation-queries';
import { calendarFeedQuery } from './api';
import { Button, buttonClass } from '../../components/ui/Button';

// PORTAL-13: 'Subscribe in your calendar'. The server keeps only a hash of the link's token, so
// the link is shown once, right after it is made or renewed; later the card says since when a
// link is live and offers to renew (the old link stops) or stop it.

function formatWhen(iso: string, language: UiLanguage): string {
  return new Date(iso).toLocaleString(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' });
}

function FreshLink({ feed }: { feed: CalendarFeedCreated }) {
  const url = new URL(feed.path, window.location.origin);
  const webcal = `webcal://${url.host}${url.pathname}`;
  const { t } = useTranslation('doctorPortal');
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <div className="space-y-3 rounded-lg border border-teal-200 bg-teal-50 p-3 sm:p-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('calendarFeed.urlLabel')}
        </label>
        <input
          id={id}
          readOnly
          value={url.href}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
          className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 font-mono text-xs text-slate-900 sm:text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
          {t('calendarFeed.urlHint')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => {
            void navigator.clipboard.writeText(url.href).then(() => {
              setCopied(true);
            });
          }}
          variant="secondary" className="min-h-11"
        >
          <Copy className="size-4" aria-hidden="true" />
          {t('calendarFeed.copy')}
        </Button>
        <a href={webcal} className={buttonClass({ variant: 'secondary', className: 'min-h-11' })}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('calendarFeed.openInApp')}
        </a>
        <span role="status" className="self-center text-sm text-teal-900">
          {copied ? t('calendarFeed.copied') : ''}
        </span>
      </div>
      <p className="text-xs text-slate-600">{t('calendarFeed.howTo')}</p>
    </div>
  );
}

export function CalendarFeedCard() {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const status = useQuery(calendarFeedQuery());
  const [fresh, setFresh] = useState<CalendarFeedCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Makes or renews the feed URL; the answer is the only time its token is shown.
  const issueFeed = useMutation(operationMutation(createOwnCalendarFeed, () => ({})));
  const stopFeed = useMutation(operationMutation(revokeOwnCalendarFeed, () => ({})));

  const issue = async (renewing: boolean) => {
    setBusy(true);
    setMessage(null);
    try {
      const created = await issueFeed.mutateAsync();
      setFresh(created);
      queryClient.setQueryData(calendarFeedQuery().queryKey, { active: true, created_at: created.created_at });
      if (renewing) setMessage({ tone: 'success', text: t('calendarFeed.renewed') });
    } catch (error) {
      setMessage({ tone: 'error', text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const stop = async () => {
    setBusy(true);
    setMessage(null);
    try {
      queryClient.setQueryData(calendarFeedQuery().queryKey, await stopFeed.mutateAsync());
      setFresh(null);
      setMessage({ tone: 'success', text: t('calendarFeed.stopped') });
    } catch (error) {
      setMessage({ tone: 'error', text: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="calendar-feed-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="calendar-feed-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarSync className="size-5 text-teal-700" aria-hidden="true" />
        {t('calendarFeed.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('calendarFeed.lead')}</p>
      {status.isPending ? (
        <p role="status" className="py-6 text-slate-600">
          {t('calendarFeed.loading')}
        </p>
      ) : status.isError ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{t('calendarFeed.loadError')}</p>
          <Button variant="danger" size="sm" className="mt-2" onClick={() => void status.refetch()}>
            {t('calendarFeed.retry')}
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          {fresh ? (
            <FreshLink feed={fresh} />
          ) : (
            <p className="text-sm text-slate-700">{status.data.active && status.data.created_at ? t('calendarFeed.activeSince', { when: formatWhen(status.data.created_at, language) }) : t('calendarFeed.inactive')}</p>
          )}
          {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          <div className="flex flex-wrap gap-2">
            {status.data.active ? (
              <>
                <Button variant="secondary" className="min-h-11" loading={busy} loadingText={t('calendarFeed.working')} onClick={() => void issue(true)}>
                  {t('calendarFeed.renew')}
                </Button>
                <Button variant="danger" className="min-h-11" disabled={busy} onClick={() => void stop()}>
                  {t('calendarFeed.stop')}
                </Button>
              </>
            ) : (
              <Button className="min-h-11" loading={busy} loadingText={t('calendarFeed.working')} onClick={() => void issue(false)}>
                {t('calendarFeed.subscribe')}
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

import type { ThreadSummary } from '@clinvia/contracts/threads';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n/i18n';
import { Button } from '../ui/Button';
import { formatWhen } from './texts';
import { ThreadFacts } from './ThreadFacts';
import { OverdueBadge, ThreadStatusBadge, UnreadMarker } from './ThreadStatusBadge';

interface ThreadListProps {
  threads: readonly ThreadSummary[];
  /** Where a thread opens. */
  linkTo: (thread: ThreadSummary) => string;
  /** The patient reads their own list (no patient name; who answered); the clinic reads the patient and the assignee. */
  viewer: 'patient' | 'clinic';
  /** Names the list for screen readers. */
  label: string;
}

/**
 * Threads as cards (MSG-UI-1, MSG-UI-4, MSG-UI-5): topic as the link, status in words, last
 * activity, an unread marker and, for the clinic, an overdue flag with a word, an icon and a
 * thick border (never colour alone). Never a message's text: the summaries carry none (MSG-3).
 */
export function ThreadList({ threads, linkTo, viewer, label }: ThreadListProps) {
  const { t } = useTranslation('messagesKit');
  const language = useLanguage();
  return (
    <ul aria-label={label} className="space-y-3">
      {threads.map((thread) => (
        <li
          key={thread.id}
          className={`relative rounded-xl border bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-teal-600 sm:p-5 ${
            thread.overdue && viewer === 'clinic' ? 'border-l-8 border-red-600' : thread.unread ? 'border-teal-400' : 'border-slate-200'
          }`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 text-base font-semibold text-slate-900 sm:text-lg">
              {/* The whole card opens the thread; its name is the topic and what stands out, in words. */}
              <Link
                to={linkTo(thread)}
                aria-label={[t(`topics.${thread.topic}`), thread.unread ? t('unreadLong') : null, thread.overdue && viewer === 'clinic' ? t('overdue') : null].filter((part) => part !== null).join(', ')}
                className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
              >
                {t(`topics.${thread.topic}`)}
              </Link>
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              {thread.unread && <UnreadMarker />}
              {thread.overdue && viewer === 'clinic' && <OverdueBadge />}
              <ThreadStatusBadge status={thread.status} />
            </div>
          </div>
          <ThreadFacts thread={thread} clinic={viewer === 'clinic'} answeredBy={viewer === 'patient'} className="mt-2" />
          <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
            <span>
              {t('lastActivity')}: <time dateTime={thread.last_message_at}>{formatWhen(thread.last_message_at, language)}</time>
            </span>
            <span className="inline-flex items-center gap-1">
              {t('messageCount', { count: thread.message_count })}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Newer / older pages of a list that knows only whether more follow. */
export function ThreadPager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation('messagesKit');
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label={t('pages')} className="mt-6 flex justify-between gap-3">
      <Button
        variant="secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('newer')}
      </Button>
      <Button
        variant="secondary"
        disabled={!hasMore}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('older')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

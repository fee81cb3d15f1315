import { useQuery } from '@tanstack/react-query';
import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThreadList, ThreadPager } from '../../components/messages/ThreadList';
import { ButtonLink } from '../../components/ui/Button';
import { LoadState } from '../../components/ui/LoadState';
import { PageTitle } from '../../components/ui/PageTitle';
import { myThreadsQuery } from '../../lib/queries/threads';

/** /messages (MSG-UI-1): the patient's conversations with status, topic, last activity and an unread marker. */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const threads = useQuery(myThreadsQuery(page));
  const data = threads.data;
  return (
    <div className="page-container py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle title={t('title')} lead={t('lead')} />
        <ButtonLink to="/messages/new" size="lg">
          <MessageSquarePlus className="size-5" aria-hidden="true" />
          {t('newMessage')}
        </ButtonLink>
      </div>
      <div className="mt-6">
        <LoadState pending={threads.isPending} error={threads.error} empty={data?.threads.length === 0 && page === 1} emptyText={t('empty')} onRetry={() => void threads.refetch()}>
          {data && (
            <>
              <ThreadList threads={data.threads} viewer="patient" label={t('listLabel')} linkTo={(thread) => `/messages/${thread.id}`} />
              <ThreadPager page={data.page} hasMore={data.has_more} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { ThreadList, ThreadPager } from '../../components/messages/ThreadList';
import { ThreadView } from '../../components/messages/ThreadView';
import { SegmentedTabs, tabIds } from '../../components/SegmentedTabs';
import { LoadState } from '../../components/ui/LoadState';
import { useTabParam } from '../../components/useTabParam';
import { doctorThreadsQuery } from '../../lib/queries/threads';

const base = '/doctor-portal/messages';
const states = ['open', 'closed'] as const;

/** MSG-UI-5: the conversations routed to the doctor (by the patient or by staff), overdue ones flagged. */
function List() {
  const { t } = useTranslation('doctorPortal');
  const [state, setState] = useTabParam(states);
  const [page, setPage] = useState(1);
  const threads = useQuery(doctorThreadsQuery(state, page));
  const data = threads.data;
  const ids = tabIds('doctor-threads', state);
  return (
    <div>
      {data !== undefined && data.counts.overdue > 0 && (
        <p className="mb-4 flex items-center gap-2 rounded-lg border-2 border-red-600 bg-red-50 px-4 py-2 font-semibold text-red-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          {t('messages.overdue', { count: data.counts.overdue })}
        </p>
      )}
      <SegmentedTabs
        label={t('messages.conversations')}
        idPrefix="doctor-threads"
        tabs={states.map((key) => ({ key, label: key === 'open' && data !== undefined ? t('messages.openCount', { number: data.counts.open }) : t(`messages.state.${key}`) }))}
        selected={state}
        onSelect={(key) => {
          setPage(1);
          setState(key);
        }}
      />
      <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className="mt-4">
        <LoadState
          pending={threads.isPending}
          error={threads.error}
          empty={data?.threads.length === 0 && page === 1}
          emptyText={state === 'open' ? t('messages.emptyOpen') : t('messages.emptyClosed')}
          onRetry={() => void threads.refetch()}
        >
          {data && (
            <>
              <ThreadList threads={data.threads} viewer="clinic" label={t(`messages.list.${state}`)} linkTo={(thread) => `${base}/${thread.id}`} />
              <ThreadPager page={data.page} hasMore={data.has_more} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </div>
  );
}

function Thread() {
  const { t } = useTranslation('doctorPortal');
  const { threadId = '' } = useParams();
  return <ThreadView key={threadId} threadId={threadId} viewer="doctor" titleAs="h2" back={{ to: base, label: t('messages.allMessages') }} />;
}

/** /doctor-portal/messages (MSG-UI-5): the list, and a thread to answer and close. */
export function DoctorMessages() {
  return (
    <Routes>
      <Route index element={<List />} />
      <Route path=":threadId" element={<Thread />} />
    </Routes>
  );
}

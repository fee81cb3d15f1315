import { assignThread, listAssignableDoctors } from '@clinvia/contracts/operations/threads';
import { threadQueueViews, type AssignThreadInput, type ThreadDetail, type ThreadQueueView } from '@clinvia/contracts/threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, BookmarkPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { ThreadList, ThreadPager } from '../../../components/messages/ThreadList';
import { ThreadView } from '../../../components/messages/ThreadView';
import { SegmentedTabs, tabIds } from '../../../components/SegmentedTabs';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { useTabParam } from '../../../components/useTabParam';
import { reasonOf } from '../../../lib/api';
import { operationQuery } from '../../../lib/operation-queries';
import { operationMutation } from '../../../lib/operation-queries';
import { threadQuery, threadQueueQuery, threadsKey } from '../../../lib/queries/threads';
import { showToast } from '../../../lib/toast';
import { Section } from '../components/Section';
import { SavedRepliesEditor } from './SavedRepliesEditor';

const base = '/staff/patient-messages';

/** MSG-UI-4: the queue's three views, their open counts in the tabs, the overdue ones flagged. */
function Queue() {
  const { t } = useTranslation('staffClinic');
  const [view, setView] = useTabParam<ThreadQueueView>(threadQueueViews);
  const [page, setPage] = useState(1);
  const queue = useQuery(threadQueueQuery(view, page));
  const data = queue.data;
  const counts = data?.counts;
  const ids = tabIds('thread-queue', view);
  return (
    <Section
      title={t('patientMessages.title')}
      description={t('patientMessages.description')}
      actions={
        <ButtonLink to={`${base}/saved-replies`} variant="secondary">
          <BookmarkPlus className="size-4" aria-hidden="true" />
          {t('patientMessages.savedReplies')}
        </ButtonLink>
      }
    >
      {counts !== undefined && counts.overdue > 0 && (
        <p className="mb-4 flex items-center gap-2 rounded-lg border-2 border-red-600 bg-red-50 px-4 py-2 font-semibold text-red-900">
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          {t('patientMessages.overdue', { count: counts.overdue })}
        </p>
      )}
      <SegmentedTabs
        label={t('patientMessages.queue')}
        idPrefix="thread-queue"
        tabs={threadQueueViews.map((key) => ({ key, label: counts === undefined ? t(`patientMessages.views.${key}`) : `${t(`patientMessages.views.${key}`)} (${String(counts[key])})` }))}
        selected={view}
        onSelect={(key) => {
          setPage(1);
          setView(key);
        }}
      />
      <div id={ids.panel} role="tabpanel" aria-labelledby={ids.tab} className="mt-4">
        <LoadState pending={queue.isPending} error={queue.error} empty={data?.threads.length === 0 && page === 1} emptyText={t(`patientMessages.empty.${view}`)} onRetry={() => void queue.refetch()}>
          {data && (
            <>
              <ThreadList threads={data.threads} viewer="clinic" label={t(`patientMessages.listLabels.${view}`)} linkTo={(thread) => `${base}/${thread.id}`} />
              <ThreadPager page={data.page} hasMore={data.has_more} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}

/** MSG-4: assign to oneself, to an active verified doctor, or back to the queue. */
function AssignControl({ detail }: { detail: ThreadDetail }) {
  const { t } = useTranslation('staffClinic');
  const threadId = detail.thread.id;
  const queryClient = useQueryClient();
  const doctors = useQuery(operationQuery(listAssignableDoctors));
  const [choice, setChoice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const assign = useMutation(operationMutation(assignThread, (body: AssignThreadInput) => ({ params: { threadId }, body })));
  const bodyOf = (value: string): AssignThreadInput | null => {
    if (value === 'me' || value === 'nobody') return { assignee: value };
    if (value.startsWith('doctor:')) return { assignee: 'doctor', doctorId: value.slice('doctor:'.length) };
    return null;
  };
  const submit = () => {
    const body = bodyOf(choice);
    if (body === null) {
      setFailure(t('patientMessages.chooseAssignee'));
      return;
    }
    setFailure(null);
    assign.mutate(body, {
      onSuccess: (result) => {
        queryClient.setQueryData(threadQuery(threadId).queryKey, result.thread);
        void queryClient.invalidateQueries({ queryKey: threadsKey });
        setChoice('');
        void showToast({ icon: 'success', title: result.message, position: 'bottom-end', durationMs: 2500 });
      },
      onError: (error) => {
        setFailure(reasonOf(error));
      },
    });
  };
  return (
    <form
      className="flex min-w-0 flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t('patientMessages.assignTo')}
        </label>
        <select
          id={id}
          value={choice}
          aria-invalid={failure === null ? undefined : true}
          aria-describedby={failure === null ? undefined : `${id}-error`}
          onChange={(event) => {
            setChoice(event.target.value);
          }}
          className="block w-full max-w-xs rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        >
          <option value="">{t('patientMessages.choose')}</option>
          <option value="me">{t('patientMessages.me')}</option>
          {detail.thread.assignee !== null && <option value="nobody">{t('patientMessages.nobody')}</option>}
          <optgroup label={t('patientMessages.doctors')}>
            {(doctors.data?.doctors ?? []).map((doctor) => (
              <option key={doctor.id} value={`doctor:${doctor.id}`}>
                {t('patientMessages.doctorOption', { name: doctor.name, specialization: doctor.specialization })}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <Button type="submit" variant="outline" loading={assign.isPending} loadingText={t('patientMessages.assigning')}>
        {t('patientMessages.assign')}
      </Button>
      {failure !== null && (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {failure}
        </p>
      )}
    </form>
  );
}

function Thread() {
  const { t } = useTranslation('staffClinic');
  const { threadId = '' } = useParams();
  return (
    <ThreadView
      key={threadId}
      threadId={threadId}
      viewer="staff"
      back={{ to: base, label: t('patientMessages.title') }}
      actions={(detail) => <AssignControl key={detail.thread.assignee?.id ?? 'nobody'} detail={detail} />}
    />
  );
}

/** /staff/patient-messages (MSG-UI-4): the queue, a thread, and the saved replies. */
export default function PatientMessagesSection() {
  return (
    <Routes>
      <Route index element={<Queue />} />
      <Route path="saved-replies" element={<SavedRepliesEditor back={base} />} />
      <Route path=":threadId" element={<Thread />} />
    </Routes>
  );
}

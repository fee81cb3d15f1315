import { closeThread, markThreadRead } from '@clinvia/contracts/operations/threads';
import type { ThreadDetail } from '@clinvia/contracts/threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, reasonOf } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';
import { threadQuery, threadsKey } from '../../lib/queries/threads';
import { showToast } from '../../lib/toast';
import { Button } from '../ui/Button';
import { LoadState } from '../ui/LoadState';
import { MessageList } from './MessageList';
import { ReplyForm } from './ReplyForm';
import { ThreadFacts } from './ThreadFacts';
import { OverdueBadge, ThreadStatusBadge } from './ThreadStatusBadge';

type Viewer = 'patient' | 'staff' | 'doctor';

/**
 * Marks the thread read for the viewer's side once it is on screen with something unread
 * (the patient's list drops its marker; the patient sees 'Read by the clinic').
 */
function useMarkRead(detail: ThreadDetail | undefined) {
  const queryClient = useQueryClient();
  const mark = useMutation(operationMutation(markThreadRead, (threadId: string) => ({ params: { threadId } })));
  const unread = detail?.thread.unread === true;
  const id = detail?.thread.id;
  const { mutate } = mark;
  useEffect(() => {
    if (!unread || id === undefined) return;
    mutate(id, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: threadsKey });
      },
    });
  }, [unread, id, mutate, queryClient]);
}

/** The clinic closes a thread (MSG-4, MSG-6); the patient reopens it by writing again. */
function CloseButton({ threadId }: { threadId: string }) {
  const { t } = useTranslation('messagesKit');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const close = useMutation(operationMutation(closeThread, () => ({ params: { threadId } })));
  return (
    <div>
      <Button
        variant="secondary"
        loading={close.isPending}
        loadingText={t('closing')}
        onClick={() => {
          setFailure(null);
          close.mutate(undefined, {
            onSuccess: (result) => {
              queryClient.setQueryData(threadQuery(threadId).queryKey, result.thread);
              void queryClient.invalidateQueries({ queryKey: threadsKey });
              void showToast({ icon: 'success', title: result.message, position: 'bottom-end', durationMs: 2500 });
            },
            onError: (error) => {
              setFailure(reasonOf(error));
              void queryClient.invalidateQueries({ queryKey: threadsKey });
            },
          });
        }}
      >
        {t('close')}
      </Button>
      {failure !== null && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}

function Header({ detail, viewer, titleAs: Title }: { detail: ThreadDetail; viewer: Viewer; titleAs: 'h1' | 'h2' }) {
  const { t } = useTranslation('messagesKit');
  const { thread } = detail;
  return (
    <header className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Title id="thread-title" className="min-w-0 text-2xl font-bold tracking-tight text-slate-900">
          {t(`topics.${thread.topic}`)}
        </Title>
        <div className="flex flex-wrap items-center gap-2">
          {thread.overdue && viewer !== 'patient' && <OverdueBadge />}
          <ThreadStatusBadge status={thread.status} />
        </div>
      </div>
      <ThreadFacts thread={thread} clinic={viewer !== 'patient'} answeredBy className="mt-3" />
    </header>
  );
}

interface ThreadViewProps {
  threadId: string;
  viewer: Viewer;
  /** Where 'Back' leads (the list the thread was opened from). */
  back: { to: string; label: string };
  /** The staff console's assignment control, beside Close. */
  actions?: (detail: ThreadDetail) => ReactNode;
  /** h2 where the page already has its h1 (the doctor portal's shell). */
  titleAs?: 'h1' | 'h2';
}

/**
 * One thread (MSG-UI-2, MSG-UI-4, MSG-UI-5): its topic, status and people, the messages oldest
 * first, then the reply box where the viewer may write, and Close for the clinic.
 */
export function ThreadView({ threadId, viewer, back, actions, titleAs = 'h1' }: ThreadViewProps) {
  const { t } = useTranslation('messagesKit');
  const thread = useQuery(threadQuery(threadId));
  useMarkRead(thread.data);
  const missing = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);
  return (
    <section aria-labelledby="thread-title" className="space-y-5">
      <title>{thread.data ? t('topicTitle', { topic: t(`topics.${thread.data.thread.topic}`) }) : t('conversation')}</title>
      <Link to={back.to} className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      {missing ? (
        <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6">
          <p id="thread-title" className="text-xl font-semibold text-slate-900">
            {t('notFound')}
          </p>
          <p className="mt-1 text-slate-600">{t('notFoundLead')}</p>
        </div>
      ) : (
        <LoadState pending={thread.isPending} error={thread.error} empty={false} emptyText="" onRetry={() => void thread.refetch()}>
          {thread.data && (
            <>
              <Header detail={thread.data} viewer={viewer} titleAs={titleAs} />
              <MessageList threadId={threadId} messages={thread.data.messages} viewer={viewer === 'patient' ? 'patient' : 'clinic'} />
              {(thread.data.can_close || (thread.data.can_assign && actions !== undefined)) && (
                <div className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
                  {thread.data.can_assign && actions?.(thread.data)}
                  {thread.data.can_close && <CloseButton threadId={threadId} />}
                </div>
              )}
              {thread.data.can_reply ? (
                <ReplyForm key={threadId} detail={thread.data} viewer={viewer} />
              ) : (
                <p role="note" className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
                  {thread.data.thread.status === 'closed' ? t('closedClinic') : t('cannotWrite')}
                </p>
              )}
            </>
          )}
        </LoadState>
      )}
    </section>
  );
}

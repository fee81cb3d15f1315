import { messageKindLabels, messageStatusLabels, type AppointmentMessage, type MessageStatus } from '@clinvia/contracts/messages';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/Pagination';
import { reasonOf } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { operationMutation } from '../../../lib/operation-queries';
import { appointmentMessagesQuery, staffKeys } from '../api';
import { usePageParam } from '../components/usePageParam';
import { formatInstant, formatSlot } from '../components/dates';
import { Section } from '../components/Section';
import { EmailOffNotice } from '../components/EmailOffNotice';
import { Button } from '../../../components/ui/Button';
import { LoadState } from '../../../components/ui/LoadState';
import { Badge, type Tone } from '../../../components/ui/Badge';

// /staff/messages (LIFE-10): the appointment e-mails grouped by appointment, with their status,
// attempts and the kind of the last failure; a failed one can be sent again.

const toneOf: Record<MessageStatus, Tone> = { queued: 'blue', sent: 'green', failed: 'red', dropped: 'slate', not_sent: 'amber' };

const views = [
  { value: '', label: 'all' },
  { value: 'failed', label: 'failed' },
  { value: 'queued', label: 'queued' },
  { value: 'sent', label: 'sent' },
  { value: 'dropped', label: 'dropped' },
  { value: 'not_sent', label: 'notSent' },
] as const;

function RetryButton({ message }: { message: AppointmentMessage }) {
  const { t } = useTranslation('staffClinic');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Queues a failed e-mail again (audited).
  const queueAgain = useMutation(operationMutation(operations.retryAppointmentMessage, () => ({ params: { messageId: message.id } })));
  const retry = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await queueAgain.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void showToast({ icon: 'success', title: t('messages.retried'), position: 'bottom-end', durationMs: 2000 });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button disabled={busy} onClick={() => void retry()} aria-label={t('messages.retryLabel', { kind: messageKindLabels[message.kind] })} variant="secondary">
        {t(busy ? 'messages.retrying' : 'messages.retry')}
      </Button>
      {failure !== null && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}

function MessageRow({ message }: { message: AppointmentMessage }) {
  const { t } = useTranslation('staffClinic');
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {messageKindLabels[message.kind]} <Badge tone={toneOf[message.status]}>{messageStatusLabels[message.status]}</Badge>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {message.sent_at !== null ? t('messages.sent', { when: formatInstant(message.sent_at, language) }) : t('messages.due', { when: formatInstant(message.due_at, language) })} · {t('messages.attempts', { count: message.attempts })}
        </p>
        {message.last_error !== null && message.status !== 'sent' && (
          <p className="mt-1 text-sm text-red-700">
            {t('messages.lastError', { error: message.last_error })}
          </p>
        )}
        {message.status === 'dropped' && <p className="mt-1 text-sm text-slate-600">{t('messages.dropped')}</p>}
        {message.status === 'not_sent' && <p className="mt-1 text-sm text-slate-600">{t('messages.notSent')}</p>}
      </div>
      {message.status === 'failed' && <RetryButton message={message} />}
    </li>
  );
}

/** The page's messages by appointment, in the order the page lists them. */
function byAppointment(messages: AppointmentMessage[]): AppointmentMessage[][] {
  const groups = new Map<string, AppointmentMessage[]>();
  for (const message of messages) groups.set(message.appointment_id, [...(groups.get(message.appointment_id) ?? []), message]);
  return [...groups.values()];
}

export default function MessagesSection() {
  const { t } = useTranslation('staffClinic');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = views.find((view) => view.value !== '' && view.value === raw)?.value ?? '';
  const [page, setPage] = usePageParam();
  const messages = useQuery(appointmentMessagesQuery({ status, page }));
  const data = messages.data;
  return (
    <Section title={t('messages.title')} description={t('messages.description')}>
      {data?.email_off === true && <EmailOffNotice />}
      <div role="group" aria-label={t('messages.filterLabel')} className="flex flex-wrap gap-2">
        {views.map((view) => (
          <Button
            key={view.label}

            aria-pressed={status === view.value}
            onClick={() => {
              setParams(view.value === '' ? {} : { status: view.value });
            }}
            variant={status === view.value ? 'primary' : 'secondary'}
          >
            {t(`messages.views.${view.label}`)}
            {view.value !== '' && data && ` (${String(data.counts[view.value])})`}
          </Button>
        ))}
      </div>
      <div className="mt-6">
        <LoadState
          pending={messages.isPending}
          error={messages.error}
          empty={data?.messages.length === 0}
          emptyText={status === 'failed' ? t('messages.empty.failed') : t('messages.empty.other')}
          onRetry={() => void messages.refetch()}
        >
          {data && (
            <>
              <ul className="space-y-4">
                {byAppointment(data.messages).map((group) => {
                  const [first] = group;
                  if (!first) return null;
                  return (
                    <li key={first.appointment_id} className="rounded-xl border border-slate-200 bg-white px-5 py-3 shadow-sm">
                      <h2 className="break-words font-semibold text-slate-900">{first.patient_name}</h2>
                      <p className="text-sm text-slate-600">{t('messages.appointment', { doctor: first.doctor_name, when: formatSlot(first.appointment_date, first.appointment_time, first.timeZone, language) })}</p>
                      <ul className="mt-1 divide-y divide-slate-100">
                        {group.map((message) => (
                          <MessageRow key={message.id} message={message} />
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
              <Pagination page={data.page} pageCount={data.has_more ? data.page + 1 : data.page} onPage={setPage} />
            </>
          )}
        </LoadState>
      </div>
    </Section>
  );
}

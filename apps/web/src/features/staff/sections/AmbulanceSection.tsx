import { ambulanceStatuses, ambulanceTransitions, type AmbulanceQueueItem, type AmbulanceStatus } from '@clinvia/contracts/staff';
import * as operations from '@clinvia/contracts/operations/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Siren, Truck } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/i18n';
import { useSearchParams } from 'react-router';
import { reasonOf } from '../../../lib/api';
import { showToast } from '../../../lib/toast';
import { operationMutation } from '../../../lib/operation-queries';
import { ambulanceQuery, staffKeys } from '../api';
import { usePageParam } from '../components/usePageParam';
import { Section } from '../components/Section';
import { Button } from '../../../components/ui/Button';
import { CardList } from '../components/CardList';
import { Badge, type Tone } from '../../../components/ui/Badge';
import { formatDay, formatInstant, formatSlot } from '../components/dates';
import { formatPhone, phoneHref } from '../../../lib/phone';

const statusTones: Record<AmbulanceStatus, Tone> = { new: 'red', dispatched: 'blue', scheduled: 'blue', closed: 'slate' };
type NextStatus = Exclude<AmbulanceStatus, 'new'>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="whitespace-pre-wrap break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The next steps this request can take: an emergency is dispatched, a transport scheduled. */
function nextSteps(request: AmbulanceQueueItem): NextStatus[] {
  return ambulanceTransitions[request.status].filter(
    (status): status is NextStatus => status !== 'new' && (status === 'dispatched' ? request.kind === 'emergency' : status === 'scheduled' ? request.kind === 'transport' : true),
  );
}

function RequestCard({ request }: { request: AmbulanceQueueItem }) {
  const { t } = useTranslation('staffClinic');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const emergency = request.kind === 'emergency';
  const urgent = emergency && request.status === 'new';
  const changeStatus = useMutation(
    operationMutation(operations.changeAmbulanceRequestStatus, (change: { status: NextStatus; note: string }) => ({ params: { id: request.id }, body: change })),
  );

  const move = async (status: NextStatus) => {
    setBusy(true);
    setFailure(null);
    try {
      await changeStatus.mutateAsync({ status, note: note.trim() });
      setNote('');
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
      void showToast({ icon: 'success', title: t(`ambulance.moved.${status}`, { reference: request.reference }), position: 'bottom-end', durationMs: 2000 });
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  const steps = nextSteps(request);
  return (
    <li className={`rounded-xl border bg-white p-5 shadow-sm ${urgent ? 'border-2 border-red-600' : 'border-slate-200'}`} aria-label={t(`ambulance.cardLabel.${request.kind}`, { reference: request.reference, status: t(`ambulance.statuses.${request.status}`) })}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-center gap-2">
          {emergency ? <Siren className="size-5 text-red-700" aria-hidden="true" /> : <Truck className="size-5 text-slate-600" aria-hidden="true" />}
          <h2 className="text-lg font-semibold text-slate-900">
            {t(`ambulance.heading.${request.kind}`, { reference: request.reference })}
          </h2>
        </div>
        <Badge tone={statusTones[request.status]}>{t(`ambulance.statuses.${request.status}`)}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('ambulance.received', { when: formatInstant(request.created_at, language) })}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t('ambulance.name')}>{request.full_name}</Field>
        <Field label={t('ambulance.phone')}>
          <a href={phoneHref(request.phone)} className="text-teal-700 underline underline-offset-4">
            {formatPhone(request.phone)}
          </a>
        </Field>
        {request.location !== null && <Field label={t('ambulance.location')}>{request.location}</Field>}
        {request.description !== null && <Field label={t('ambulance.whatHappened')}>{request.description}</Field>}
        {request.pickup_address !== null && <Field label={t('ambulance.pickup')}>{request.pickup_address}</Field>}
        {request.transport_date !== null && <Field label={t('ambulance.when')}>{request.transport_time === null ? formatDay(request.transport_date, language) : formatSlot(request.transport_date, request.transport_time, undefined, language)}</Field>}
        {request.transport_type !== null && <Field label={t('ambulance.transportType')}>{request.transport_type}</Field>}
        {!emergency && (
          <Field label={t('ambulance.needs')}>
            {request.equipment_needed && request.staff_assistance
              ? t('ambulance.equipmentAndAssistance')
              : request.equipment_needed
                ? t('ambulance.equipment')
                : request.staff_assistance
                  ? t('ambulance.assistance')
                  : t('ambulance.nothingExtra')}
          </Field>
        )}
      </dl>
      {request.staff_notes !== null && (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-medium text-slate-800">{t('ambulance.log')}</p>
          <p className="whitespace-pre-wrap">{request.staff_notes}</p>
        </div>
      )}
      {steps.length > 0 && (
        <div className="mt-4">
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            {t('ambulance.note')} <span className="font-normal text-slate-600">{t('ambulance.noteOptional')}</span>
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={1000}
            onChange={(event) => {
              setNote(event.target.value);
            }}
            className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            {steps.map((status) => (
              <Button key={status} disabled={busy} onClick={() => void move(status)} variant={status === 'closed' ? 'secondary' : 'primary'}>
                {t(`ambulance.actions.${status}`)}
                <span className="sr-only"> {request.reference}</span>
              </Button>
            ))}
          </div>
        </div>
      )}
      {failure !== null && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failure}
        </p>
      )}
    </li>
  );
}

type View = 'open' | AmbulanceStatus | 'all';

export default function AmbulanceSection() {
  const { t } = useTranslation('staffClinic');
  const [params, setParams] = useSearchParams();
  const views: View[] = ['open', ...ambulanceStatuses, 'all'];
  const view = views.find((candidate) => candidate === params.get('view')) ?? 'open';
  const [page, setPage] = usePageParam();
  const requests = useQuery({ ...ambulanceQuery({ view, page }), refetchInterval: 30_000 });
  return (
    <Section title={t('ambulance.title')} description={t('ambulance.description')}>
      <div role="group" aria-label={t('ambulance.filterLabel')} className="flex flex-wrap gap-2">
        {views.map((candidate) => (
          <Button
            key={candidate}

            aria-pressed={view === candidate}
            onClick={() => {
              setParams(candidate === 'open' ? {} : { view: candidate });
            }}
            variant={view === candidate ? 'primary' : 'secondary'}
          >
            {t(`ambulance.views.${candidate}`)}
          </Button>
        ))}
      </div>
      <CardList query={requests} emptyText={t('ambulance.empty')} onPage={setPage} card={(request) => <RequestCard key={request.id} request={request} />} />
    </Section>
  );
}

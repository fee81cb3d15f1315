import { startThread } from '@clinvia/contracts/operations/threads';
import { startThreadSchema, threadLimits, threadTopics, type StartThreadInput, type ThreadOptions } from '@clinvia/contracts/threads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FilePicker } from '../../components/messages/FilePicker';
import { messageBody } from '../../components/messages/files';
import { FormAlert, SelectField, TextAreaField } from '../../components/fields';
import { Button, ButtonLink } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { LoadState } from '../../components/ui/LoadState';
import { useApiForm } from '../../components/ui/useApiForm';
import { ApiError } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { specialtyName } from '../../lib/i18n/specialty-names';
import { zonedClock } from '../../lib/zone-time';
import { doctorTitle } from '../../lib/format';
import { operationMutation } from '../../lib/operation-queries';
import { threadOptionsQuery, threadsKey } from '../../lib/queries/threads';
import { showToast } from '../../lib/toast';
import { EmergencyNotice } from './EmergencyNotice';

/** What the start points prefill: 'Message about this visit' (?appointment=) and a doctor's profile (?doctor=), when they are the patient's. */
function prefill(options: ThreadOptions, params: URLSearchParams): StartThreadInput {
  const appointment = options.appointments.find((item) => item.id === params.get('appointment'));
  const doctorId = appointment?.doctor_id ?? params.get('doctor') ?? '';
  const doctor = options.doctors.find((item) => item.id === doctorId);
  return { topic: appointment === undefined ? ('' as StartThreadInput['topic']) : 'appointment', doctorId: doctor?.id ?? '', appointmentId: appointment?.id ?? '', body: '' };
}

function ComposeForm({ options }: { options: ThreadOptions }) {
  const { t } = useTranslation('messages');
  const { t: kit } = useTranslation('messagesKit');
  const language = useLanguage();
  const topicOptions = threadTopics.map((topic) => ({ value: topic, label: kit(`topics.${topic}`) }));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [limitReached, setLimitReached] = useState<string | null>(null);
  const start = useMutation(operationMutation(startThread, (body: StartThreadInput | FormData) => ({ body })));
  const form = useApiForm({
    schema: startThreadSchema,
    defaultValues: prefill(options, params),
    fields: ['topic', 'doctorId', 'appointmentId', 'body'],
    onSubmit: async (values) => {
      setProblems([]);
      setLimitReached(null);
      let result;
      try {
        result = await start.mutateAsync(messageBody({ topic: values.topic, doctorId: values.doctorId, appointmentId: values.appointmentId, body: values.body }, files));
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          setLimitReached(error.message);
          return;
        }
        const refused = error instanceof ApiError ? error.fields?.files : undefined;
        if (refused !== undefined) setProblems([refused]);
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: threadsKey });
      void showToast({ icon: 'success', title: result.message, position: 'bottom-end', durationMs: 2500 });
      await navigate(`/messages/${result.thread.thread.id}`, { replace: true });
    },
  });
  const text = form.watch('body');
  const chosenDoctor = form.watch('doctorId');
  const busy = form.formState.isSubmitting;
  // A visit with the chosen doctor only; all of them when nobody is chosen.
  const visits = options.appointments.filter((item) => chosenDoctor === '' || chosenDoctor === undefined || item.doctor_id === chosenDoctor);
  const noneLeft = options.new_threads_left_today <= 0;
  const failure = form.failure !== null && !(problems.length > 0 && form.failure === problems[0]) ? form.failure : null;
  return (
    <form noValidate onSubmit={form.submit} aria-labelledby="new-message-title" className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      {(noneLeft || limitReached !== null) && (
        <div role="alert" className="rounded-lg border-2 border-red-600 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('limitReachedTitle')}</p>
          <p className="mt-1 text-sm">{limitReached ?? t('noneLeftToday')}</p>
        </div>
      )}
      <SelectField label={t('topic')} placeholder={t('topicPlaceholder')} options={topicOptions} error={form.formState.errors.topic} {...form.register('topic')} />
      <div>
        <SelectField
          label={t('doctorOptional')}
          placeholder={t('doctorPlaceholder')}
          options={options.doctors.map((doctor) => ({ value: doctor.id, label: t('doctorOption', { doctor: doctorTitle(doctor.name), specialization: specialtyName(doctor.specialization, language) }) }))}
          error={form.formState.errors.doctorId as FieldError | undefined}
          aria-describedby="doctor-hint"
          {...form.register('doctorId', {
            onChange: () => {
              form.setValue('appointmentId', '');
            },
          })}
        />
        <p id="doctor-hint" className="mt-1 text-sm text-slate-600">
          {t('doctorHint')}
        </p>
      </div>
      {options.appointments.length > 0 && (
        <SelectField
          label={t('appointmentOptional')}
          placeholder={t('appointmentPlaceholder')}
          options={visits.map((visit) => ({ value: visit.id, label: t('appointmentOption', { date: formatClinicDate(visit.date, 'medium', language), time: zonedClock(visit.date, visit.time, visit.timeZone, language), doctor: doctorTitle(visit.doctor_name) }) }))}
          error={form.formState.errors.appointmentId as FieldError | undefined}
          {...form.register('appointmentId')}
        />
      )}
      <TextAreaField label={t('body')} rows={7} readOnly={busy} count={{ length: text.length, max: threadLimits.bodyMaxLength }} error={form.formState.errors.body} {...form.register('body')} />
      <FilePicker files={files} onChange={setFiles} problems={problems} onProblems={setProblems} disabled={busy} />
      <EmergencyNotice answerDays={options.answer_business_days} />
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      <FormActions>
        <Button type="submit" size="lg" loading={busy} loadingText={t('sending')} disabled={noneLeft}>
          {t('send')}
        </Button>
        <ButtonLink to="/messages" variant="secondary" size="lg">
          {t('cancel')}
        </ButtonLink>
      </FormActions>
    </form>
  );
}

/** /messages/new (MSG-UI-3): a new conversation with the clinic, optionally about a visit or to one of the patient's doctors. */
export default function NewMessagePage() {
  const { t } = useTranslation('messages');
  const options = useQuery(threadOptionsQuery());
  return (
    <div className="page-container max-w-3xl py-8 sm:py-10">
      <title>{t('newPageTitle')}</title>
      <Link to="/messages" className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <h1 id="new-message-title" className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
        {t('newTitle')}
      </h1>
      <p className="mt-2 text-slate-600">{t('newLead')}</p>
      <LoadState pending={options.isPending} error={options.error} empty={false} emptyText="" onRetry={() => void options.refetch()}>
        {options.data && <ComposeForm options={options.data} />}
      </LoadState>
    </div>
  );
}

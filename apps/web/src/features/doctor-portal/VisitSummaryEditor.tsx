import { addVisitSummaryAddendum, getVisitSummary, saveVisitSummaryDraft, signVisitSummary } from '@clinvia/contracts/operations/visit-summaries';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { FollowUpUnit, SummaryDraftInput, VisitSummary } from '@clinvia/contracts/visit-summaries';
import { summaryLimits } from '@clinvia/contracts/visit-summaries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { VisitSummaryView } from '../../components/VisitSummaryView';
import { ApiError, reasonOf } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { operationKey, operationMutation, operationQuery } from '../../lib/operation-queries';
import { showToast } from '../../lib/toast';

// SUMMARY-1 to SUMMARY-3: the doctor writes a completed visit's summary in its drawer: a draft
// saved as they go (each field as they leave it, and 'Save draft'), then signed after a last
// confirmation; a signed summary shows as the patient reads it, with a form for an addendum.

interface Values {
  reason: string;
  assessment: string;
  plan: string;
  started: string;
  changed: string;
  stopped: string;
  instructions: string;
  followUpValue: string;
  followUpUnit: FollowUpUnit;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function valuesOf(summary: VisitSummary | null): Values {
  return {
    reason: summary?.reason ?? '',
    assessment: summary?.assessment ?? '',
    plan: summary?.plan ?? '',
    started: summary?.medications_started.join('\n') ?? '',
    changed: summary?.medications_changed.join('\n') ?? '',
    stopped: summary?.medications_stopped.join('\n') ?? '',
    instructions: summary?.instructions ?? '',
    followUpValue: summary?.follow_up ? String(summary.follow_up.value) : '',
    followUpUnit: summary?.follow_up?.unit ?? 'weeks',
  };
}

function bodyOf(values: Values): SummaryDraftInput {
  const value = values.followUpValue.trim();
  return {
    reason: values.reason,
    assessment: values.assessment,
    plan: values.plan,
    medications_started: lines(values.started),
    medications_changed: lines(values.changed),
    medications_stopped: lines(values.stopped),
    instructions: values.instructions,
    // A number the server checks (1 to 99); text that is not one reaches it as NaN and is refused with its message.
    follow_up: value === '' ? null : { value: /^\d+$/.test(value) ? Number(value) : Number.NaN, unit: values.followUpUnit },
  };
}

/** The server's per-field messages, under the form's names. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.fields === undefined) return {};
  const names: Record<string, string> = { medications_started: 'started', medications_changed: 'changed', medications_stopped: 'stopped', 'follow_up.value': 'followUpValue', 'follow_up.unit': 'followUpUnit', follow_up: 'followUpValue' };
  return Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [names[field.replace(/\.\d+$/, '')] ?? field, message]));
}

const clocks = new Map<UiLanguage, Intl.DateTimeFormat>();

/** When the draft was saved, on the viewer's clock: '3:45 PM'. */
function savedTime(iso: string, language: UiLanguage): string {
  let clock = clocks.get(language);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit' });
    clocks.set(language, clock);
  }
  return clock.format(new Date(iso));
}

function DraftForm({ appointmentId, summary }: { appointmentId: string; summary: VisitSummary | null }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(summary));
  const [dirty, setDirty] = useState(false);
  // The instant the draft was last saved, written out in the language of the moment.
  const [savedAt, setSavedAt] = useState<string | null>(summary?.updated_at ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const key = operationKey(getVisitSummary, { params: { id: appointmentId } });
  const save = useMutation(operationMutation(saveVisitSummaryDraft, (body: SummaryDraftInput) => ({ params: { id: appointmentId }, body })));
  const sign = useMutation(operationMutation(signVisitSummary, (body: SummaryDraftInput) => ({ params: { id: appointmentId }, body })));

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name] === undefined ? undefined : { type: 'server', message: errors[name] },
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setDirty(true);
    },
    onBlur: () => {
      if (dirty) void saveDraft();
    },
  });

  async function saveDraft(): Promise<void> {
    if (save.isPending) return;
    setDirty(false);
    try {
      const answer = await save.mutateAsync(bodyOf(values));
      setErrors({});
      setFailure(null);
      setSavedAt(answer.summary.updated_at);
    } catch (error) {
      setDirty(true);
      setErrors(fieldErrors(error));
      setFailure(reasonOf(error));
    }
  }

  async function signNow(): Promise<void> {
    try {
      const answer = await sign.mutateAsync(bodyOf(values));
      queryClient.setQueryData(key, { appointment_id: appointmentId, appointment_status: 'completed', summary: answer.summary });
      void showToast({ icon: 'success', title: t('summary.signed'), text: answer.message, position: 'bottom-end', durationMs: 3000 });
    } catch (error) {
      setConfirming(false);
      setErrors(fieldErrors(error));
      setFailure(reasonOf(error));
    }
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  return (
    <form className="mt-3 space-y-4" onSubmit={submit} noValidate aria-describedby="summary-lead">
      <p id="summary-lead" className="text-sm text-slate-600">
        {t('summary.lead')}
      </p>
      {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
      <TextAreaField label={t('summary.reason')} {...field('reason')} maxLength={summaryLimits.reasonMaxLength} className="min-h-16" />
      <TextAreaField label={t('summary.assessment')} {...field('assessment')} />
      <TextAreaField label={t('summary.plan')} {...field('plan')} />
      <TextAreaField label={t('summary.started')} hint={t('summary.oneLine')} optional {...field('started')} className="min-h-16" />
      <TextAreaField label={t('summary.changed')} hint={t('summary.oneLine')} optional {...field('changed')} className="min-h-16" />
      <TextAreaField label={t('summary.stopped')} hint={t('summary.oneLine')} optional {...field('stopped')} className="min-h-16" />
      <TextAreaField label={t('summary.instructions')} optional {...field('instructions')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t('summary.followUp')}</legend>
        <p className="text-sm text-slate-600">{t('summary.followUpHint')}</p>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <TextField label={t('summary.followUp')} inputMode="numeric" optional {...field('followUpValue')} />
          <SelectField
            label={t('summary.followUpUnit')}
            placeholder={t('summary.followUpUnit')}
            options={(['days', 'weeks', 'months'] as const).map((unit) => ({ value: unit, label: t(`summary.units.${unit}`) }))}
            {...field('followUpUnit')}
          />
        </div>
      </fieldset>
      {/* Always a line tall: the 'Saving…' that a field's blur starts must not move the buttons under the pointer (a click on 'Sign summary' was lost, e2e 2026-11-29). */}
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {save.isPending ? t('summary.saving') : savedAt !== null && !dirty ? t('summary.savedAt', { time: savedTime(savedAt, language) }) : ''}
      </p>
      {confirming ? (
        <div role="alertdialog" aria-labelledby="summary-sign-confirm" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p id="summary-sign-confirm" className="text-sm text-amber-900">
            {t('summary.signConfirm')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" onClick={() => void signNow()} disabled={sign.isPending}>
              {sign.isPending ? t('summary.signing') : t('summary.signNow')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('summary.keepEditing')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void saveDraft()} disabled={save.isPending}>
            {t('summary.saveDraft')}
          </Button>
          <Button type="submit">{t('summary.sign')}</Button>
        </div>
      )}
    </form>
  );
}

function AddendumForm({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('doctorPortal');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation(operationMutation(addVisitSummaryAddendum, (body: { text: string }) => ({ params: { id: appointmentId }, body })));
  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    try {
      const answer = await add.mutateAsync({ text });
      queryClient.setQueryData(operationKey(getVisitSummary, { params: { id: appointmentId } }), { appointment_id: appointmentId, appointment_status: 'completed', summary: answer.summary });
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fields?.text !== undefined ? failure.fields.text : reasonOf(failure));
    }
  }
  return (
    <form className="mt-4 space-y-2" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={t('summary.addendum')}
        hint={t('summary.addendumHint')}
        value={text}
        maxLength={summaryLimits.addendumMaxLength}
        error={error === null ? undefined : { type: 'server', message: error }}
        onChange={(event) => {
          setText(event.target.value);
        }}
        className="min-h-20"
      />
      <Button type="submit" variant="outline" disabled={add.isPending}>
        {add.isPending ? t('summary.adding') : t('summary.addAddendum')}
      </Button>
    </form>
  );
}

/** The drawer's summary section: nothing to write before completion, the draft form, or the signed summary and its addenda. */
export function VisitSummaryEditor({ appointmentId, status }: { appointmentId: string; status: string }) {
  const { t } = useTranslation('doctorPortal');
  const summary = useQuery({ ...operationQuery(getVisitSummary, { params: { id: appointmentId } }), enabled: status === 'completed' });
  return (
    <section aria-labelledby="drawer-summary">
      <h3 id="drawer-summary" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('summary.title')}
      </h3>
      {status !== 'completed' ? (
        <p className="mt-2 text-sm text-slate-600">{t('summary.notYet')}</p>
      ) : summary.isPending ? (
        <p className="mt-2 text-sm text-slate-600">{t('summary.loading')}</p>
      ) : summary.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {reasonOf(summary.error)}
        </p>
      ) : summary.data.summary?.status === 'signed' ? (
        <div className="mt-3">
          <VisitSummaryView summary={summary.data.summary} />
          <AddendumForm appointmentId={appointmentId} />
        </div>
      ) : (
        <DraftForm appointmentId={appointmentId} summary={summary.data.summary} />
      )}
    </section>
  );
}

import { shareCreateSchema, shareLimits, type RecordShare, type ShareState } from '@clinvia/contracts/record-shares';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, PasswordField, SelectField, TextField } from '../../components/fields';
import { instantIn } from '../../components/record/RecordView';
import { Badge, type Tone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { LoadState } from '../../components/ui/LoadState';
import { useApiForm } from '../../components/ui/useApiForm';
import { reasonOf } from '../../lib/api';
import { useLanguage } from '../../lib/i18n/i18n';
import { confirmDialog, showToast } from '../../lib/toast';
import { makeShare, recordSharesKey, recordSharesQuery, stopShare } from './api';

// SHARE-1, SHARE-4, SHARE-5: on /record, the patient makes a link that shares their record with
// another clinician, sees each link's state and every opening, and stops a link with one click.

const stateTones: Record<ShareState, Tone> = { active: 'green', expired: 'slate', revoked: 'slate', locked: 'red' };

function NewLink({ url, onDone }: { url: string; onDone: () => void }) {
  const { t } = useTranslation('record');
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      void showToast({ icon: 'success', title: t('share.copied'), durationMs: 2000 });
    } catch {
      void showToast({ icon: 'info', title: t('share.copyFailed'), durationMs: 4000 });
    }
  };
  return (
    <div role="status" className="space-y-3 rounded-lg border border-teal-200 bg-teal-50 p-4">
      <p className="font-semibold text-teal-900">{t('share.newLinkTitle')}</p>
      <p className="text-sm text-slate-700">{t('share.newLinkNote')}</p>
      <label htmlFor={id} className="sr-only">
        {t('share.linkLabel')}
      </label>
      <input
        id={id}
        readOnly
        value={url}
        onFocus={(event) => {
          event.target.select();
        }}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('share.copy')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('share.done')}
        </Button>
      </div>
    </div>
  );
}

function ShareForm({ onMade }: { onMade: (url: string) => void }) {
  const { t } = useTranslation('record');
  const client = useQueryClient();
  const defaults = { label: '', expires_in_days: shareLimits.maxDays, passcode: '' };
  const form = useApiForm({
    schema: shareCreateSchema,
    defaultValues: defaults,
    fields: ['label', 'expires_in_days', 'passcode'],
    onSubmit: async (values) => {
      const answer = await makeShare(values);
      await client.invalidateQueries({ queryKey: recordSharesKey });
      form.reset(defaults);
      onMade(`${window.location.origin}${answer.path}`);
    },
  });
  const { errors, isSubmitting } = form.formState;
  const dayOptions = Array.from({ length: shareLimits.maxDays }, (_, index) => ({ value: String(index + 1), label: t('share.days', { count: index + 1 }) }));
  return (
    <form noValidate onSubmit={form.submit} aria-label={t('share.make')} className="space-y-3">
      {form.failure !== null && <FormAlert tone="error">{form.failure}</FormAlert>}
      <TextField label={t('share.fields.label')} hint={t('share.hints.label')} optional autoComplete="off" error={errors.label} {...form.register('label')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('share.fields.days')} options={dayOptions} placeholder={t('share.fields.days')} error={errors.expires_in_days} {...form.register('expires_in_days', { valueAsNumber: true })} />
        <PasswordField label={t('share.fields.passcode')} hint={t('share.hints.passcode')} optional autoComplete="new-password" error={errors.passcode} {...form.register('passcode')} />
      </div>
      <Button type="submit" loading={isSubmitting} loadingText={t('share.making')}>
        <Link2 className="size-4" aria-hidden="true" />
        {t('share.make')}
      </Button>
    </form>
  );
}

function ShareRow({ share, timeZone }: { share: RecordShare; timeZone: string }) {
  const { t } = useTranslation('record');
  const language = useLanguage();
  const at = (instant: string) => instantIn(instant, timeZone, language);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const stop = async () => {
    if (!(await confirmDialog({ title: t('share.revokeTitle'), text: t('share.revokeText'), confirmText: t('share.revoke') }))) return;
    setBusy(true);
    try {
      const answer = await stopShare(share.id);
      await client.invalidateQueries({ queryKey: recordSharesKey });
      void showToast({ icon: 'success', title: answer.message, durationMs: 2500 });
    } catch (error) {
      void showToast({ icon: 'error', title: reasonOf(error), durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  };
  const end =
    share.state === 'revoked' && share.revoked_at !== null
      ? t('share.stoppedAt', { when: at(share.revoked_at) })
      : share.state === 'active'
        ? t('share.ends', { when: at(share.expires_at) })
        : t('share.ended', { when: at(share.expires_at) });
  const title = share.label ?? t('share.untitled');
  return (
    <li className="space-y-2 p-4" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 break-words font-medium text-slate-900">
            {title}
            <Badge tone={stateTones[share.state]}>{t(`share.state.${share.state}`)}</Badge>
            {share.has_passcode && (
              <span className="inline-flex items-center gap-1 text-xs font-normal text-slate-600">
                <Lock className="size-3" aria-hidden="true" />
                {t('share.withPasscode')}
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {t('share.made', { when: at(share.created_at) })} · {end}
          </p>
        </div>
        {share.state === 'active' && (
          <Button size="sm" variant="secondary" loading={busy} onClick={() => void stop()}>
            {t('share.revoke')}
          </Button>
        )}
      </div>
      {share.openings.length === 0 ? (
        <p className="text-sm text-slate-600">{t('share.notOpened')}</p>
      ) : (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-teal-800">{t('share.openedTimes', { count: share.openings.length })}</summary>
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {share.openings.map((opening, index) => (
              <li key={`${opening.at}-${String(index)}`}>
                {t(`share.opening.${opening.kind}`)} · {at(opening.at)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The /record section: make a link, the link just made, and every link with its openings. */
export function ShareRecord({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('record');
  const shares = useQuery(recordSharesQuery());
  const [made, setMade] = useState<string | null>(null);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{t('share.lead')}</p>
      {made === null ? (
        <ShareForm onMade={setMade} />
      ) : (
        <NewLink
          url={made}
          onDone={() => {
            setMade(null);
          }}
        />
      )}
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t('share.listTitle')}</h3>
        <LoadState pending={shares.isPending} error={shares.error} empty={shares.data?.shares.length === 0} emptyText={t('share.none')} onRetry={() => void shares.refetch()}>
          <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {shares.data?.shares.map((share) => (
              <ShareRow key={share.id} share={share} timeZone={timeZone} />
            ))}
          </ul>
        </LoadState>
      </div>
    </div>
  );
}

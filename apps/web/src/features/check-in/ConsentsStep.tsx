import type { CheckIn } from '@clinvia/contracts/check-ins';
import type { MyConsent } from '@clinvia/contracts/consents';
import { getMyCheckIn } from '@clinvia/contracts/operations/check-ins';
import { listMyConsents } from '@clinvia/contracts/operations/consents';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentSigner } from '../../components/consent/ConsentSigner';
import { FormAlert } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { LoadState } from '../../components/ui/LoadState';
import { NotWhileActing } from '../../components/NotWhileActing';
import { reasonOf } from '../../lib/api';
import { call } from '../../lib/client';
import { checkInKey } from './api';

// CHECKIN-2, CHECKIN-5, CONSENT-3: the consents step. The clinic's active consents the patient
// has not signed at their current version, one at a time, each signed with the shared
// ConsentSigner (drawing or typing) for this visit; a consent signed earlier (on /consents)
// counts as done. Every signature is stored at once, so the step resumes where it was left.

function ConsentList({ consents, signedHere }: { consents: readonly MyConsent[]; signedHere: ReadonlySet<string> }) {
  const { t } = useTranslation('checkIn');
  return (
    <ul className="space-y-2" aria-label={t('consentsListLabel')}>
      {consents.map((consent) => {
        const signed = consent.signature !== null;
        return (
          <li key={consent.id} className="flex items-start gap-2 text-sm">
            {signed ? <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" /> : <Circle className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />}
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{consent.current.title}</span>{' '}
              <span className="text-slate-600">{signed ? (signedHere.has(consent.id) ? t('consentSignedNow') : t('consentSignedBefore')) : t('consentToSign')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Continue (left out while a consent is still to sign) and Previous. */
function StepActions({ onContinue, onBack, className }: { onContinue: (() => void) | undefined; onBack: () => void; className?: string }) {
  const { t } = useTranslation('checkIn');
  return (
    <FormActions className={className}>
      {onContinue !== undefined && (
        <Button size="lg" onClick={onContinue}>
          {t('continue')}
        </Button>
      )}
      <Button variant="secondary" size="lg" onClick={onBack}>
        {t('previous')}
      </Button>
    </FormActions>
  );
}

interface ConsentsStepProps {
  checkIn: CheckIn;
  onSigned: (next: CheckIn) => void;
  onDone: (next: CheckIn) => void;
  onBack: () => void;
}

/** PROXY-5: a proxy checking in for the patient does not sign for them: the step says so and lets them go on. */
export function ConsentsStep(props: ConsentsStepProps) {
  const { checkIn, onDone, onBack } = props;
  const { t } = useTranslation('checkIn');
  return (
    <NotWhileActing
      why={(name) => t('consentsWhileActing', { name })}
      actions={
        <StepActions className="mt-3" onContinue={() => { onDone(checkIn); }} onBack={onBack} />
      }
    >
      <SignConsents {...props} />
    </NotWhileActing>
  );
}

function SignConsents({ checkIn, onSigned, onDone, onBack }: ConsentsStepProps) {
  const { t } = useTranslation('checkIn');
  const appointmentId = checkIn.appointment_id;
  const list = useQuery({
    queryKey: [...checkInKey(appointmentId), 'consents'],
    queryFn: ({ signal }) => call(listMyConsents, { signal }),
  });
  const [signedHere, setSignedHere] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const consents = list.data?.consents ?? [];
  const next = consents.find((consent) => consent.signature === null);
  const position = next === undefined ? consents.length : consents.indexOf(next) + 1;

  const signed = async (consent: MyConsent, message: string) => {
    setFailure(null);
    setSignedHere((current) => new Set([...current, consent.id]));
    setNotice(`${message} (${consent.current.title})`);
    try {
      // The check-in counts the signatures: read both again (CHECKIN-2).
      const [fresh] = await Promise.all([call(getMyCheckIn, { params: { appointmentId } }), list.refetch()]);
      onSigned(fresh);
    } catch (error) {
      setFailure(reasonOf(error));
    }
  };

  return (
    <LoadState pending={list.isPending} error={list.error} empty={false} emptyText="" onRetry={() => void list.refetch()}>
      <div className="space-y-5">
        <p className="text-slate-700">{t('consentsLead')}</p>
        <ConsentList consents={consents} signedHere={signedHere} />
        {notice !== null && <FormAlert tone="success">{notice}</FormAlert>}
        {failure !== null && <FormAlert tone="error">{failure}</FormAlert>}
        {next !== undefined && (
          <section aria-label={t('consentOf', { index: position, total: consents.length })} className="rounded-lg border border-slate-200 p-3 sm:p-4">
            <p className="mb-3 text-sm font-medium text-slate-600">{t('consentOf', { index: position, total: consents.length })}</p>
            <ConsentSigner
              key={`${next.id}:${next.current.id}`}
              consent={next}
              appointmentId={appointmentId}
              onSigned={(result) => void signed(next, result.message)}
            />
          </section>
        )}
        <StepActions onContinue={next === undefined ? () => { onDone(checkIn); } : undefined} onBack={onBack} />
      </div>
    </LoadState>
  );
}

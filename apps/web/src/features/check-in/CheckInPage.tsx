import type { CheckIn, CheckInStep } from '@clinvia/contracts/check-ins';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, ClipboardCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { LoadState } from '../../components/ui/LoadState';
import { checkInKey, checkInQuery } from './api';
import { ConsentsStep } from './ConsentsStep';
import { ContactStep } from './ContactStep';
import { InsuranceStep } from './InsuranceStep';
import { QuestionnairesStep } from './QuestionnairesStep';
import { ReviewStep } from './ReviewStep';

/** Whether a step is done, as the server counts it (CHECKIN-5). */
function isDone(checkIn: CheckIn, step: CheckInStep): boolean {
  if (step === 'contact') return checkIn.contact !== null;
  if (step === 'insurance') return checkIn.insurance !== null;
  if (step === 'questionnaires') return checkIn.questionnaires.completed >= checkIn.questionnaires.total;
  if (step === 'consents') return checkIn.consents.signed >= checkIn.consents.total;
  return false;
}

/** The steps this wizard shows: those the server lists (CHECKIN-2); a step of a feature not in the build is not listed. */
function Stepper({ checkIn, current, onGoTo }: { checkIn: CheckIn; current: CheckInStep; onGoTo: (step: CheckInStep) => void }) {
  const { t } = useTranslation('checkIn');
  return (
    <ol className="flex flex-wrap gap-2" aria-label={t('stepsLabel')}>
      {checkIn.steps.map((step, index) => {
        const done = isDone(checkIn, step);
        const here = step === current;
        const reachable = done || step === checkIn.current_step;
        const look = here ? 'border-teal-700 bg-teal-700 text-white' : done ? 'border-teal-700 bg-white text-teal-800' : 'border-slate-300 bg-white text-slate-600';
        const body = (
          <>
            <span className="flex size-6 items-center justify-center rounded-full border border-current text-xs font-bold">{done && !here ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}</span>
            <span>{t(`steps.${step}`)}</span>
            {done && <span className="sr-only">({t('done')})</span>}
          </>
        );
        return (
          <li key={step}>
            {reachable && !here ? (
              <button type="button" onClick={() => { onGoTo(step); }} className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${look}`}>
                {body}
              </button>
            ) : (
              <span aria-current={here ? 'step' : undefined} className={`flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${look}`}>
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation('checkIn');
  return (
    <div role="status" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <ClipboardCheck className="size-5 text-teal-700" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-2 text-slate-700">{children}</div>
      <ButtonLink to="/appointments" variant="secondary" className="mt-4">
        {t('back')}
      </ButtonLink>
    </div>
  );
}

function Wizard({ checkIn }: { checkIn: CheckIn }) {
  const { t } = useTranslation('checkIn');
  const language = useLanguage();
  const queryClient = useQueryClient();
  // CHECKIN-2: it resumes at the first step not done, on any device.
  const [step, setStep] = useState<CheckInStep>(checkIn.current_step);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // The new step's title takes the focus (not on the first render): a keyboard or screen-reader user starts there.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const store = (next: CheckIn) => {
    queryClient.setQueryData(checkInKey(next.appointment_id), next);
    // The appointments list shows 'Continue check-in' or 'Checked in' (CHECKIN-1).
    void queryClient.invalidateQueries({ queryKey: ['patients'] });
  };
  const advance = (next: CheckIn) => {
    store(next);
    const position = next.steps.indexOf(step);
    setStep(next.steps[position + 1] ?? next.current_step);
  };
  const back = () => {
    const position = checkIn.steps.indexOf(step);
    setStep(checkIn.steps[Math.max(0, position - 1)] ?? 'contact');
  };

  if (checkIn.availability === 'checked_in') return <Notice title={t('checkedInTitle')}>{t('checkedInText')}</Notice>;
  if (checkIn.availability === 'closed') return <Notice title={t('closedTitle')}>{t('closedText')}</Notice>;
  if (checkIn.availability === 'not_open') {
    // An instant, said on the reader's own clock.
    return <Notice title={t('notOpenTitle')}>{t('opensOn', { when: new Date(checkIn.window.opens_at).toLocaleString(localeOf(language), { dateStyle: 'full', timeStyle: 'short' }) })}</Notice>;
  }

  const position = checkIn.steps.indexOf(step);
  return (
    <div className="mt-6 space-y-5">
      <Stepper checkIn={checkIn} current={step} onGoTo={setStep} />
      <section aria-labelledby="check-in-step" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <p className="text-sm font-medium text-slate-600">{t('stepOf', { index: position + 1, total: checkIn.steps.length })}</p>
        <h2 id="check-in-step" ref={heading} tabIndex={-1} className="mb-4 text-xl font-semibold text-slate-900 focus:outline-none">
          {t(`steps.${step}`)}
        </h2>
        {step === 'contact' && <ContactStep checkIn={checkIn} onSaved={advance} />}
        {step === 'insurance' && <InsuranceStep checkIn={checkIn} onSaved={(next, forward) => { if (forward) advance(next); else store(next); }} onBack={back} />}
        {step === 'questionnaires' && <QuestionnairesStep checkIn={checkIn} onDone={advance} onBack={back} />}
        {step === 'consents' && <ConsentsStep checkIn={checkIn} onSigned={store} onDone={advance} onBack={back} />}
        {step === 'review' && <ReviewStep checkIn={checkIn} onFinished={store} onGoTo={setStep} />}
      </section>
    </div>
  );
}

/** /appointments/:appointmentId/check-in (CHECKIN-2): the patient's check-in wizard for one visit. */
export default function CheckInPage() {
  const { t } = useTranslation('checkIn');
  const { appointmentId = '' } = useParams();
  const checkIn = useQuery(checkInQuery(appointmentId));
  return (
    <div className="page-container max-w-3xl py-8 sm:py-10">
      <title>{t('pageTitle')}</title>
      <Link to="/appointments" className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-700 underline-offset-4 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('lead')}</p>
      <LoadState pending={checkIn.isPending} error={checkIn.error} empty={false} emptyText="" onRetry={() => void checkIn.refetch()}>
        {checkIn.data && <Wizard checkIn={checkIn.data} />}
      </LoadState>
    </div>
  );
}

import { subscribeToNewsletter } from '@clinvia/contracts/operations/newsletter';
import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { contractMessage } from '../../../lib/i18n/contract-messages';
import { useLanguage } from '../../../lib/i18n/i18n';
import { Honeypot } from '../components/Honeypot';
import { call } from '../../../lib/client';
import { Button } from '../../../components/ui/Button';

type State = { step: 'editing'; error: string | null } | { step: 'sending' } | { step: 'done'; message: string };

/** The e-mail check of the contracts, loaded on the first submit so the footer stays light. */
async function emailProblem(email: string): Promise<string | null> {
  const { newsletterSubscriptionSchema } = await import('@clinvia/contracts/newsletter');
  const result = newsletterSubscriptionSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** NEWS-1: the footer's newsletter box. A confirmation replaces it once subscribed. */
export function NewsletterSignup() {
  const { t } = useTranslation('site');
  const language = useLanguage();
  const emailId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<State>({ step: 'editing', error: null });
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = await emailProblem(email);
    if (problem !== null) {
      setState({ step: 'editing', error: problem });
      input.current?.focus();
      return;
    }
    setState({ step: 'sending' });
    try {
      const receipt = // The footer sits outside any query scope, and its answer is not checked with zod: it is on
      // every page, the home page included.
      await call(subscribeToNewsletter, { body: { email, website }, unchecked: true });
      setState({ step: 'done', message: receipt.message });
    } catch (error) {
      const message = error instanceof ApiError ? (error.fields?.email ?? error.message) : t('newsletter.failed');
      setState({ step: 'editing', error: message });
    }
  };

  if (state.step === 'done') {
    return (
      <div role="status" className="mt-3 flex gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        <CheckCircle2 className="size-5 shrink-0 text-green-700" aria-hidden="true" />
        <p>{state.message}</p>
      </div>
    );
  }

  const error = state.step === 'editing' ? state.error : null;
  return (
    <form className="relative mt-3" noValidate aria-label={t('newsletter.form')} onSubmit={(event) => void onSubmit(event)}>
      <label htmlFor={emailId} className="block text-sm text-slate-600">
        {t('newsletter.lead')}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          ref={input}
          id={emailId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <Button
          type="submit"
          disabled={state.step === 'sending'}
        >
          {state.step === 'sending' ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {/* I18N-11: the contract's check of the address speaks the page's language; the server's answer already does. */}
          {contractMessage(error, language)}
        </p>
      ) : null}
      <Honeypot
        value={website}
        onChange={(event) => {
          setWebsite(event.target.value);
        }}
      />
      <p className="mt-2 text-xs text-slate-600">{t('newsletter.unsubscribeNote')}</p>
    </form>
  );
}

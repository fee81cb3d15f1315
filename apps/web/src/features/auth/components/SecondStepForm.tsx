import type { LoginResponse } from '@clinvia/contracts/auth';
import { loginSecondStep } from '@clinvia/contracts/operations/auth';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { FormAlert, SubmitButton, TextField } from '../../../components/fields';
import { call } from '../../../lib/client';
import { reasonOf } from '../api';

interface SecondStepFormProps {
  challenge: { challenge: string; rememberMe: boolean };
  onDone: (answer: LoginResponse) => Promise<void>;
  /** The challenge is no longer good (too slow): back to the password, saying why. */
  onRestart: (reason: string) => void;
}

/**
 * AUTH-18: the second screen of sign-in. One labelled field that takes a pasted code, fills
 * from the phone's keyboard suggestion (autocomplete="one-time-code") and reads out its error.
 */
export function SecondStepForm({ challenge, onDone, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = (new FormData(event.currentTarget).get('code') as string | null)?.replace(/\s/g, '') ?? '';
    if (code === '') {
      setError(t('secondStep.codeMissing'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onDone(await call(loginSecondStep, { body: { challenge: challenge.challenge, code, rememberMe: challenge.rememberMe } }));
    } catch (failure) {
      const reason = reasonOf(failure);
      if (failure instanceof ApiError && failure.status === 401 && reason.startsWith('Your sign-in took too long')) onRestart(reason);
      else setError(reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-6 space-y-5" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="text-xl font-semibold text-slate-900">
        {t('secondStep.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('secondStep.lead')}</p>
      {error?.startsWith('Too many') ? <FormAlert tone="error">{error}</FormAlert> : null}
      <TextField
        label={t('secondStep.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        error={error === undefined ? undefined : { type: 'server', message: error }}
      />
      <SubmitButton busy={busy} busyText={t('secondStep.submitting')}>
        {t('secondStep.submit')}
      </SubmitButton>
    </form>
  );
}

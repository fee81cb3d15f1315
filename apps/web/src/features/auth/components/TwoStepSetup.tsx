import { mfaDisableSchema } from '@clinvia/contracts/auth';
import * as operations from '@clinvia/contracts/operations/auth';
import type { ResponseOutput } from '@clinvia/contracts/operations/operation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Download } from 'lucide-react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import type { z } from 'zod';
import { Button, buttonClass } from '../../../components/ui/Button';
import { useSession } from '../../../lib/session';
import { AuthCard, FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/fields';
import { useApiForm } from '../../../components/ui/useApiForm';
import { groupInFours, recoveryCodesText } from './setup-key';
import { operationKey, operationMutation, operationQuery } from '../../../lib/operation-queries';
import { reasonOf } from '../api';
import { useTranslation } from 'react-i18next';

type Setup = ResponseOutput<typeof operations.startMfaEnrolment>;
type MfaDisableInput = z.input<typeof mfaDisableSchema>;
type MfaDisable = z.output<typeof mfaDisableSchema>;

function valueOf(event: SyntheticEvent<HTMLFormElement>, name: string): string {
  return ((new FormData(event.currentTarget).get(name) as string | null) ?? '').trim();
}

/** The ten recovery codes, shown once after enrolment: copyable and downloadable (issue 40.7). */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = recoveryCodesText(codes, user?.email ?? t('twoStep.yourAccount'));
  const fileUrl = useMemo(() => `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`, [text]);
  return (
    <div className="space-y-4">
      <FormAlert tone="success">{t('twoStep.on')}</FormAlert>
      <h3 className="font-semibold text-slate-900">{t('twoStep.codesTitle')}</h3>
      <p className="text-sm text-slate-700">{t('twoStep.codesLead')}</p>
      <ul aria-label={t('twoStep.codesList')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            navigator.clipboard.writeText(text).then(
              () => {
                setCopied(true);
              },
              () => {
                setCopied(false);
              },
            );
          }}
        >
          <Copy className="size-4" aria-hidden="true" />
          {t('twoStep.copy')}
        </Button>
        <a href={fileUrl} download="clinvia-recovery-codes.txt" className={buttonClass({ variant: 'secondary' })}>
          <Download className="size-4" aria-hidden="true" />
          {t('twoStep.download')}
        </a>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === true ? t('twoStep.copied') : copied === false ? t('twoStep.copyFailed') : ''}
      </p>
      <Button onClick={onDone} size="lg">
        {t('twoStep.saved')}
      </Button>
    </div>
  );
}

function Enrol({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: startMfaEnrolment } = useMutation(operationMutation(operations.startMfaEnrolment, () => ({})));
  const { mutateAsync: confirmMfaEnrolment } = useMutation(operationMutation(operations.confirmMfaEnrolment, (code: string) => ({ body: { code } })));

  const begin = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setSetup(await startMfaEnrolment());
    } catch (error) {
      setFailure(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = valueOf(event, 'code').replace(/\s/g, '');
    setBusy(true);
    setCodeError(undefined);
    try {
      onEnabled((await confirmMfaEnrolment(code)).recoveryCodes);
    } catch (error) {
      setCodeError(reasonOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (setup === null) {
    return (
      <div className="space-y-3">
        {failure !== null ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <Button disabled={busy} onClick={() => void begin()} size="lg">
          {t('twoStep.setUp')}
        </Button>
      </div>
    );
  }
  return (
    <form className="space-y-4" noValidate onSubmit={(event) => void confirm(event)}>
      <p className="text-sm text-slate-700">{t('twoStep.scan')}</p>
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoStep.qr')} width={180} height={180} className="rounded border border-slate-200" />
      <p className="text-sm text-slate-700">
        {t('twoStep.cannotScan')} <code aria-label={t('twoStep.setupKey')} className="break-all rounded bg-slate-100 px-1 font-mono">{groupInFours(setup.secret)}</code>
      </p>
      <p className="text-sm text-slate-700">{t('twoStep.enterCode')}</p>
      <TextField label={t('twoStep.code')} name="code" autoComplete="one-time-code" inputMode="numeric" error={codeError === undefined ? undefined : { type: 'server', message: codeError }} />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyText={t('twoStep.checking')}>
          {t('twoStep.turnOn')}
        </SubmitButton>
      </div>
    </form>
  );
}

function TurnOff() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { mutateAsync: disableMfa } = useMutation(operationMutation(operations.disableMfa, (body: MfaDisable) => ({ body })));
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useApiForm<MfaDisableInput, MfaDisable>({
    schema: mfaDisableSchema,
    defaultValues: { password: '', code: '' },
    fields: ['password', 'code'],
    onSubmit: async (body) => {
      await disableMfa(body);
      await queryClient.invalidateQueries({ queryKey: operationKey(operations.getMfaStatus) });
    },
  });
  // A refusal that names no field (a wrong code, too many tries) is said under the code.
  const codeError = errors.code ?? (failure === null ? undefined : { type: 'server', message: failure });
  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={submit}>
      <p className="text-sm text-slate-700">{t('twoStep.turnOffLead')}</p>
      <PasswordField label={t('twoStep.password')} autoComplete="current-password" error={errors.password} {...register('password')} />
      <TextField label={t('twoStep.code')} autoComplete="one-time-code" error={codeError} {...register('code')} />
      <div className="sm:w-56">
        <SubmitButton busy={isSubmitting} busyText={t('twoStep.turningOff')}>
          {t('twoStep.turnOff')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** AUTH-18: two-step sign-in, on /settings and on the enrolment screen of a role that must use it. */
export function TwoStepSetup({ onFinished }: { onFinished?: () => void }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const status = useQuery(operationQuery(operations.getMfaStatus));
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <AuthCard>
      <h2 className="text-xl font-semibold text-slate-900">{t('twoStep.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('twoStep.lead')}</p>
      <div className="mt-4">
        {status.isError ? <FormAlert tone="error">{reasonOf(status.error)}</FormAlert> : null}
        {codes !== null ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              void queryClient.invalidateQueries({ queryKey: operationKey(operations.getMfaStatus) });
              onFinished?.();
            }}
          />
        ) : status.data === undefined ? null : status.data.enabled ? (
          <>
            <FormAlert tone="success">{t('twoStep.onWithCodes', { left: status.data.recoveryCodesLeft })}</FormAlert>
            {status.data.required ? <p className="mt-3 text-sm text-slate-700">{t('twoStep.required')}</p> : <TurnOff />}
          </>
        ) : (
          <Enrol onEnabled={setCodes} />
        )}
      </div>
    </AuthCard>
  );
}

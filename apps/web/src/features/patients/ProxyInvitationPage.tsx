import { acceptProxyInvitation } from '@clinvia/contracts/operations/proxies';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '../../components/fields';
import { Button, ButtonLink } from '../../components/ui/Button';
import { FormActions } from '../../components/ui/FormActions';
import { setActing } from '../../lib/acting';
import { reasonOf } from '../../lib/api';
import { operationMutation } from '../../lib/operation-queries';
import { useSession, type LoginRedirectState } from '../../lib/session';

// PROXY-2: the page an invitation's link opens (`?token=`). Signed out, it offers sign-in or
// registration, both of which come back here (registration through the sign-in it leads to); signed in as a patient, it accepts and offers to switch to
// acting for the person at once.

export default function ProxyInvitationPage() {
  const { t } = useTranslation('patients');
  const location = useLocation();
  const { user } = useSession();
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const accept = useMutation(operationMutation(acceptProxyInvitation));
  const [accepted, setAccepted] = useState<{ message: string; patientId: string; patientName: string } | null>(null);

  async function acceptNow() {
    try {
      const answer = await accept.mutateAsync({ body: { token } });
      setAccepted({ message: answer.message, patientId: answer.acting_for.patient_id, patientName: answer.acting_for.patient_name });
    } catch {
      // The mutation's error is shown below.
    }
  }

  const loginState: LoginRedirectState = { from: location };
  return (
    <div className="page-container max-w-2xl py-10">
      <title>{t('invitation.pageTitle')}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('invitation.title')}</h1>
      <p className="mt-3 text-slate-700">{t('invitation.intro')}</p>
      <div className="mt-6 space-y-4">
        {token === '' ? (
          <FormAlert tone="error">{t('invitation.noToken')}</FormAlert>
        ) : user === null ? (
          <>
            <p className="text-slate-700">{t('invitation.signedOut')}</p>
            <FormActions>
              <ButtonLink to="/login" state={loginState}>
                {t('invitation.signIn')}
              </ButtonLink>
              <ButtonLink to="/register" state={loginState} variant="secondary">
                {t('invitation.register')}
              </ButtonLink>
            </FormActions>
          </>
        ) : user.role !== 'patient' ? (
          <FormAlert tone="error">{t('invitation.patientsOnly')}</FormAlert>
        ) : accepted ? (
          <>
            <div role="status">
              <FormAlert tone="success">{accepted.message}</FormAlert>
            </div>
            <ButtonLink
              to="/appointments"
              onClick={() => {
                setActing({ patientId: accepted.patientId, patientName: accepted.patientName });
              }}
            >
              {t('invitation.goToAppointments')}
            </ButtonLink>
          </>
        ) : (
          <>
            {accept.error ? (
              <div role="alert">
                <FormAlert tone="error">{reasonOf(accept.error)}</FormAlert>
              </div>
            ) : null}
            <Button loading={accept.isPending} loadingText={t('invitation.accepting')} onClick={() => void acceptNow()}>
              {t('invitation.accept')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

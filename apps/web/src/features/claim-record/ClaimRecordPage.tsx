import { claimTokenPattern, type ClaimInvitation } from '@clinvia/contracts/dependent-claims';
import { claimRecord, inspectRecordClaim } from '@clinvia/contracts/operations/dependent-claims';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../components/fields';
import { Button } from '../../components/ui/Button';
import { reasonOf } from '../../lib/api';
import { call } from '../../lib/client';
import { useSession, type LoginRedirectState } from '../../lib/session';

// FAMILY-9: the page an invitation's link opens. The token is in the URL's fragment, which
// browsers never send to a server; the page posts it. Signing in or registering comes back here
// (the login page returns to `from`, fragment included), and the person confirms the claim.

const claimQueryKey = 'record-claim';

function Card({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{children}</div>;
}

function Refused({ message }: { message: string }) {
  const { t } = useTranslation('claimRecord');
  return (
    <Card>
      <div className="text-center">
        <ShieldAlert className="mx-auto size-10 text-amber-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('cannotOpen')}</h1>
        <p className="mt-2 text-slate-700">{message}</p>
      </div>
    </Card>
  );
}

/** Signed out: register with the invited address, or sign in; either way back here. */
function Account({ invitation }: { invitation: ClaimInvitation }) {
  const { t } = useTranslation('claimRecord');
  const navigate = useNavigate();
  const location = useLocation();
  const back: LoginRedirectState = { from: location };
  const go = (path: '/login' | '/register') => {
    void navigate(path, { state: back });
  };
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {invitation.has_account ? (
        <Button onClick={() => { go('/login'); }}>{t('signIn')}</Button>
      ) : (
        <>
          <Button onClick={() => { go('/register'); }}>{t('register')}</Button>
          <Button variant="secondary" onClick={() => { go('/login'); }}>
            {t('signInInstead')}
          </Button>
        </>
      )}
    </div>
  );
}

function Confirm({ token, invitation }: { token: string; invitation: ClaimInvitation }) {
  const { t } = useTranslation('claimRecord');
  const { user, signOut } = useSession();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => call(claimRecord, { body: { token } }),
    // The visits just moved: every cached list of them is stale. Not the invitation itself: it
    // is used now, and asking again would replace the confirmation with 'already used'.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== claimQueryKey }),
  });
  if (user === null) return <Account invitation={invitation} />;
  if (claim.isSuccess) {
    return (
      <div className="mt-5" role="status">
        <FormAlert tone="success">{claim.data.message}</FormAlert>
        <Link to="/appointments" className="mt-4 inline-block font-semibold text-teal-700 underline underline-offset-4">
          {t('seeVisits')}
        </Link>
      </div>
    );
  }
  const invited = user.email.toLowerCase() === invitation.email;
  const problem = user.role !== 'patient' ? t('notPatient') : invited ? null : t('otherAccount');
  return (
    <div className="mt-5 space-y-3">
      <p className="text-slate-700">{t('signedInAs', { email: user.email })}</p>
      {problem !== null && <FormAlert tone="info">{problem}</FormAlert>}
      {claim.isError && <FormAlert tone="error">{reasonOf(claim.error)}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {problem === null ? (
          <Button loading={claim.isPending} loadingText={t('claiming')} onClick={() => { claim.mutate(); }}>
            <UserCheck className="size-4" aria-hidden="true" />
            {t('confirm')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={signOut}>
            {t('signOut')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /claim-record#<token>: whose record, then register or sign in, then confirm (FAMILY-9). */
export default function ClaimRecordPage() {
  const { t } = useTranslation('claimRecord');
  const hash = useLocation().hash.replace(/^#/, '');
  const token = claimTokenPattern.test(hash) ? hash : null;
  const inspected = useQuery({
    queryKey: [claimQueryKey, token],
    queryFn: ({ signal }) => call(inspectRecordClaim, { body: { token: token ?? '' }, signal }),
    enabled: token !== null,
    // A refusal (unknown, expired, used, not of age) is the answer, not a failure to retry.
    retry: false,
  });
  return (
    <section className="page-container py-8 sm:py-12">
      <title>{t('pageTitle')}</title>
      {token === null ? (
        <Refused message={t('noToken')} />
      ) : inspected.isPending ? (
        <p role="status" className="text-center text-slate-600">
          {t('checking')}
        </p>
      ) : inspected.isError ? (
        <Refused message={reasonOf(inspected.error)} />
      ) : (
        <Card>
          <h1 className="text-2xl font-bold text-slate-900">{t('title', { name: inspected.data.name })}</h1>
          <p className="mt-2 text-slate-700">{t('lead')}</p>
          <p className="mt-2 text-slate-700">{t('sentTo', { email: inspected.data.email })}</p>
          <Confirm token={token} invitation={inspected.data} />
        </Card>
      )}
    </section>
  );
}

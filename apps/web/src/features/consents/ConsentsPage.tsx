import type { ConsentSignature, MyConsent } from '@clinvia/contracts/consents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentSigner } from '../../components/consent/ConsentSigner';
import { DownloadSignedConsent } from '../../components/consent/DownloadSignedConsent';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { LoadState } from '../../components/ui/LoadState';
import { PageTitle } from '../../components/ui/PageTitle';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { useLanguage } from '../../lib/i18n/i18n';
import { localeOf } from '../../lib/i18n/locale';
import { showToast } from '../../lib/toast';
import { consentsKey, myConsentsQuery, mySignaturesQuery } from './api';
import { NotWhileActing } from '../../components/NotWhileActing';

// CONSENT-5: /consents, the patient's consents: sign, signed on a date with the PDF, or asked
// again after a new version; and every consent they signed. Times in the clinic's zone, named.

function signedWhen(signature: ConsentSignature, timeZone: string, language: UiLanguage): string {
  const locale = localeOf(language);
  const when = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(signature.signed_at));
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(signature.signed_at)).find((part) => part.type === 'timeZoneName')?.value;
  return zone === undefined ? when : `${when} ${zone}`;
}

function ConsentCard({ consent, timeZone }: { consent: MyConsent; timeZone: string }) {
  const { t } = useTranslation('consents');
  const language = useLanguage();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const signature = consent.signature;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{consent.current.title}</h2>
          <p className="text-sm text-slate-600">{t('version', { version: consent.current.version })}</p>
          {signature !== null ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-emerald-800">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t('signedOn', { when: signedWhen(signature, timeZone, language) })}
            </p>
          ) : (
            <div className="mt-2 space-y-1">
              <Badge tone="amber">{t('notSigned')}</Badge>
              {consent.signed_earlier_version && <p className="text-sm text-slate-700">{t('updated')}</p>}
            </div>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {signature !== null ? (
            <DownloadSignedConsent signatureId={signature.id} title={consent.current.title} />
          ) : (
            <Button
              aria-expanded={open}
              variant={open ? 'secondary' : 'primary'}
              onClick={() => {
                setOpen(!open);
              }}
            >
              <FileSignature className="size-4" aria-hidden="true" />
              {open ? t('cancel') : t('readAndSign')}
              <span className="sr-only"> {consent.current.title}</span>
            </Button>
          )}
        </div>
      </div>
      {open && signature === null && (
        <div className="mt-5 border-t border-slate-200 pt-5">
          <ConsentSigner
            consent={consent}
            onSigned={(result) => {
              setOpen(false);
              void client.invalidateQueries({ queryKey: consentsKey });
              void showToast({ icon: 'success', title: result.message, durationMs: 3000 });
            }}
          />
        </div>
      )}
    </li>
  );
}

/** /consents (CONSENT-5): linked from the profile and the account menu. A proxy does not sign for the patient (PROXY-5). */
export default function ConsentsPage() {
  const { t } = useTranslation('consents');
  return (
    <div className="page-container py-8 sm:py-10">
      <PageTitle title={t('title')} lead={t('lead')} />
      <div className="mt-6">
        <NotWhileActing why={(name) => t('whileActing', { name })}>
          <ConsentLists />
        </NotWhileActing>
      </div>
    </div>
  );
}

function ConsentLists() {
  const { t } = useTranslation('consents');
  const language = useLanguage();
  const consents = useQuery(myConsentsQuery());
  const signatures = useQuery(mySignaturesQuery());
  const timeZone = consents.data?.time_zone ?? 'UTC';
  return (
    <>
      <div>
        <LoadState pending={consents.isPending} error={consents.error} empty={consents.data?.consents.length === 0} emptyText={t('empty')} onRetry={() => void consents.refetch()}>
          <ul className="space-y-4" aria-label={t('toSign')}>
            {consents.data?.consents.map((consent) => (
              <ConsentCard key={consent.id} consent={consent} timeZone={timeZone} />
            ))}
          </ul>
        </LoadState>
      </div>
      <section className="mt-10" aria-labelledby="signed-history">
        <h2 id="signed-history" className="text-xl font-semibold text-slate-900">
          {t('history')}
        </h2>
        <div className="mt-4">
          <LoadState pending={signatures.isPending} error={signatures.error} empty={signatures.data?.signatures.length === 0} emptyText={t('historyEmpty')} onRetry={() => void signatures.refetch()}>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t('historyLabel')}>
              {signatures.data?.signatures.map((signature) => (
                <li key={signature.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {signature.title} <span className="font-normal text-slate-600">{t('versionOf', { version: signature.version })}</span>
                    </p>
                    <p className="text-sm text-slate-600">
                      {t('signedOn', { when: signedWhen(signature, timeZone, language) })} · {t(`method.${signature.method}`)}
                    </p>
                  </div>
                  <DownloadSignedConsent signatureId={signature.id} title={signature.title} />
                </li>
              ))}
            </ul>
          </LoadState>
        </div>
      </section>
    </>
  );
}

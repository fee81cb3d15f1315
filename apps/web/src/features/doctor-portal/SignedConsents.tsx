import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { listDoctorPatientConsentSignatures } from '@clinvia/contracts/operations/consents';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DownloadSignedConsent } from '../../components/consent/DownloadSignedConsent';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { operationQuery } from '../../lib/operation-queries';
import { zonedInstantClock } from '../../lib/zone-time';

// CONSENT-9: the signed consents of a patient the doctor has a visit with, newest first, each
// with its PDF (a download, FILE-4); every read is audited on the server (AUDIT-1). Times on the
// clock of the appointment's location, its zone named when the viewer's reads otherwise (TIME-5).

function signedWhen(iso: string, timeZone: string, t: TFunction<'doctorPortal'>, language: UiLanguage): string {
  const { date } = wallClockAt(timeZone, Date.parse(iso));
  return t('signedConsents.at', { date: formatClinicDate(date, 'medium', language), time: zonedInstantClock(iso, timeZone, language) });
}

export function SignedConsents({ patientId, appointmentId, timeZone }: { patientId: string; appointmentId: string; timeZone: string }) {
  const { t } = useTranslation('doctorPortal');
  const language = useLanguage();
  const list = useQuery(operationQuery(listDoctorPatientConsentSignatures, { params: { id: patientId } }));
  return (
    <section aria-labelledby="drawer-consents">
      <h3 id="drawer-consents" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t('signedConsents.title')}
      </h3>
      {list.isPending ? <p className="mt-2 text-sm text-slate-600">{t('signedConsents.loading')}</p> : null}
      {list.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {reasonOf(list.error)}
        </p>
      ) : null}
      {list.data ? (
        list.data.signatures.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('signedConsents.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('signedConsents.listLabel', { name: list.data.patient.name })}>
            {list.data.signatures.map((signature) => (
              <li key={signature.id} className="flex flex-col gap-2 p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {signature.title} <span className="font-normal text-slate-600">{t('signedConsents.version', { version: signature.version })}</span>
                  </p>
                  <p className="text-slate-700">
                    <time dateTime={signature.signed_at}>{t(`signedConsents.signed.${signature.method}`, { when: signedWhen(signature.signed_at, timeZone, t, language) })}</time>
                    {signature.appointment_id === appointmentId ? t('signedConsents.forThisVisit') : ''}
                  </p>
                </div>
                <DownloadSignedConsent signatureId={signature.id} title={signature.title} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

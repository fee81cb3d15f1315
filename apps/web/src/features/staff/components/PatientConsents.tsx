import { listPatientConsentSignatures } from '@clinvia/contracts/operations/consents';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadSignedConsent } from '../../../components/consent/DownloadSignedConsent';
import { reasonOf } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n/i18n';
import { clinicConfigQuery } from '../../../lib/clinic-config';
import { operationQuery } from '../../../lib/operation-queries';
import { formatInstantIn } from './dates';

// CONSENT-7: a patient's signed consents in the console, each with its PDF; the times on the
// clinic's clock with the zone named, as the PDFs say them (CONSENT-4).

export function PatientConsents({ patientId }: { patientId: string }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const list = useQuery(operationQuery(listPatientConsentSignatures, { params: { id: patientId } }));
  const config = useQuery(clinicConfigQuery());
  if (config.isPending) return <p className="text-sm text-slate-600">{t('consents.loading')}</p>;
  if (config.isError) return <p role="alert" className="text-sm text-red-700">{reasonOf(config.error)}</p>;
  const timeZone = config.data.clinicTimeZone;
  if (list.isPending) return <p className="text-sm text-slate-600">{t('consents.loading')}</p>;
  if (list.isError) return <p role="alert" className="text-sm text-red-700">{reasonOf(list.error)}</p>;
  if (list.data.signatures.length === 0) return <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-600">{t('consents.none')}</p>;
  return (
    <ul className="space-y-2 rounded-md bg-slate-50 p-3" aria-label={t('consents.label', { name: list.data.patient.name })}>
      {list.data.signatures.map((signature) => (
        <li key={signature.id} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <span className="text-sm text-slate-800">
            <span className="font-medium text-slate-900">{signature.title}</span> {t('consents.version', { version: signature.version })}{' '}
            <time dateTime={signature.signed_at}>{formatInstantIn(signature.signed_at, timeZone, language)}</time> {t(`consents.by.${signature.method}`)}
          </span>
          <DownloadSignedConsent signatureId={signature.id} title={signature.title} />
        </li>
      ))}
    </ul>
  );
}

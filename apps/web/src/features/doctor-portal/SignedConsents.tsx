import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { listDoctorPatientConsentSignatures } from '@clinvia/contracts/operations/consents';
import { useQuery } from '@tanstack/react-query';
import { DownloadSignedConsent } from '../../components/consent/DownloadSignedConsent';
import { reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { operationQuery } from '../../lib/operation-queries';
import { zonedInstantClock } from '../../lib/zone-time';
import { signedConsentsTexts as texts } from './texts';

// CONSENT-9: the signed consents of a patient the doctor has a visit with, newest first, each
// with its PDF (a download, FILE-4); every read is audited on the server (AUDIT-1). Times on the
// clock of the appointment's location, its zone named when the viewer's reads otherwise (TIME-5).

function signedWhen(iso: string, timeZone: string): string {
  const { date } = wallClockAt(timeZone, Date.parse(iso));
  return `${formatClinicDate(date, 'medium')}, ${zonedInstantClock(iso, timeZone)}`;
}

export function SignedConsents({ patientId, appointmentId, timeZone }: { patientId: string; appointmentId: string; timeZone: string }) {
  const list = useQuery(operationQuery(listDoctorPatientConsentSignatures, { params: { id: patientId } }));
  return (
    <section aria-labelledby="drawer-consents">
      <h3 id="drawer-consents" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {texts.title}
      </h3>
      {list.isPending ? <p className="mt-2 text-sm text-slate-600">{texts.loading}</p> : null}
      {list.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {reasonOf(list.error)}
        </p>
      ) : null}
      {list.data ? (
        list.data.signatures.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{texts.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={texts.listLabel(list.data.patient.name)}>
            {list.data.signatures.map((signature) => (
              <li key={signature.id} className="flex flex-col gap-2 p-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {signature.title} <span className="font-normal text-slate-600">({texts.version(signature.version)})</span>
                  </p>
                  <p className="text-slate-700">
                    <time dateTime={signature.signed_at}>{texts.signed(signedWhen(signature.signed_at, timeZone), signature.method)}</time>
                    {signature.appointment_id === appointmentId ? `, ${texts.forThisVisit}` : ''}
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

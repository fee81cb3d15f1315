import type { PatientAppointment } from '@clinvia/contracts/appointments';
import { cancelAppointment } from '@clinvia/contracts/operations/patients';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CalendarPlus, CalendarX2, Mail, Phone, RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonOf } from '../../lib/api';
import { clinicConfigQuery } from '../../lib/clinic-config';
import { formatPhone } from '../../lib/phone';
import { usePatientId } from '../../lib/acting';
import { useSession } from '../../lib/session';
import { messageDialog, showToast } from '../../lib/toast';
import { slotsKey } from '../../lib/queries/doctors';
import { patientDetailsQuery, patientKey } from '../../lib/queries/patients';
import { patientAppointmentsQuery } from '../../lib/queries/patients';
import { AppointmentCard } from './AppointmentCard';
import { listMyVisitSummaries } from '@clinvia/contracts/operations/visit-summaries';
import { operationMutation, operationQuery } from '../../lib/operation-queries';
import { useSearchParams } from 'react-router';
import { CancelDialog } from './CancelDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { clinicNow, splitAppointments } from './split';
import { WaitlistOffers } from './WaitlistOffers';
import { WaitlistSection } from './WaitlistSection';
import { Button, ButtonLink } from '../../components/ui/Button';


/** APPT-1: the patient's name, e-mail and phone, and the way to a new booking. */
function Header({ patientId }: { patientId: string }) {
  const { t } = useTranslation('appointments');
  const details = useQuery(patientDetailsQuery(patientId));
  return (
    <section aria-labelledby="appointments-title" className="rounded-xl border border-slate-200 bg-gradient-to-br from-teal-50 to-white p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 id="appointments-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('title')}
          </h1>
          {details.isPending && <div className="mt-3 h-5 w-64 max-w-full animate-pulse rounded bg-slate-200" aria-hidden="true" />}
          {details.isError && <p className="mt-2 text-sm text-slate-600">{t('contactFailed')}</p>}
          {details.data && (
            <div className="mt-2 space-y-1 text-slate-700">
              <p className="text-lg font-semibold text-slate-900">{details.data.name}</p>
              <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
                <span className="inline-flex min-w-0 items-center gap-1.5 break-all">
                  <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {details.data.email}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  {formatPhone(details.data.phone_number)}
                </span>
              </p>
            </div>
          )}
        </div>
        <ButtonLink to="/find-doctor" size="lg" className="shrink-0">
          <CalendarPlus className="size-5" aria-hidden="true" />
          {t('bookNew')}
        </ButtonLink>
      </div>
    </section>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700">{count}</span>
      </h2>
      {children}
    </section>
  );
}

function ListSkeleton() {
  const { t } = useTranslation('appointments');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <ul className="space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="h-32 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    </div>
  );
}

function Appointments({ patientId }: { patientId: string }) {
  const { t } = useTranslation('appointments');
  const queryClient = useQueryClient();
  const appointments = useQuery(patientAppointmentsQuery(patientId));
  const config = useQuery(clinicConfigQuery());
  // SUMMARY-5: the signed summaries, shown on their visits' entries; ?summary= (the e-mail's link) opens one.
  const summaries = useQuery(operationQuery(listMyVisitSummaries));
  const [params] = useSearchParams();
  const openSummary = params.get('summary');
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [moving, setMoving] = useState<PatientAppointment | null>(null);
  const [confirming, setConfirming] = useState<PatientAppointment | null>(null);
  // SPEC's call sends no body; a reason, when the patient gives one, goes with it (issue 40.7).
  const cancelCall = useMutation(
    operationMutation(cancelAppointment, ({ id, reason }: { id: string; reason: string }) => ({ params: { appointmentId: id }, body: reason === '' ? undefined : { reason } })),
  );

  const refresh = (appointment: PatientAppointment) => {
    void queryClient.invalidateQueries({ queryKey: patientKey(patientId) });
    void queryClient.invalidateQueries({ queryKey: slotsKey(appointment.doctor_id) });
  };

  /** APPT-4 cancel flow: confirm (CancelDialog), cancel on the server, say so, refresh the list. */
  async function cancel(appointment: PatientAppointment, reason: string) {
    setConfirming(null);
    setCancelling(appointment.id);
    try {
      await cancelCall.mutateAsync({ id: appointment.id, reason });
      refresh(appointment);
      await messageDialog({ icon: 'success', title: t('cancelled.title'), text: t('cancelled.text') });
    } catch (error) {
      refresh(appointment);
      void showToast({ icon: 'error', title: t('cancelFailed'), text: reasonOf(error), position: 'top-end', durationMs: 4500 });
    } finally {
      setCancelling(null);
    }
  }

  if (appointments.isPending || config.isPending) return <ListSkeleton />;
  if (appointments.isError || config.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-6 text-red-800">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle className="size-5" aria-hidden="true" />
          {t('loadErrorTitle')}
        </p>
        <p className="mt-1">{t('loadErrorText')}</p>
        <Button
          variant="danger"
          className="mt-4"
          onClick={() => {
            void appointments.refetch();
            void config.refetch();
          }}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (appointments.data.appointments.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <CalendarX2 className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-lg font-semibold text-slate-900">{t('empty')}</p>
        <p className="mt-1 text-slate-600">{t('emptyHint')}</p>
        <ButtonLink to="/find-doctor" size="lg" className="mt-5">
          {t('bookNew')}
        </ButtonLink>
      </div>
    );
  }

  const summaryOf = new Map((summaries.data?.summaries ?? []).map((summary) => [summary.appointment_id, summary]));
  const { upcoming, past, cancelled } = splitAppointments(appointments.data.appointments, clinicNow(config.data.clinicTimeZone, config.data.today));
  return (
    <div className="space-y-8">
      <Section id="upcoming-title" title={t('upcoming')} count={upcoming.length}>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('noUpcoming')}</p>
        ) : (
          <ul className="mt-3 space-y-3" aria-labelledby="upcoming-title">
            {upcoming.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                busy={cancelling === appointment.id}
                onCancel={setConfirming}
                onReschedule={setMoving}
                calendarTimeZone={config.data.clinicTimeZone}
                summary={summaryOf.get(appointment.id)}
                summaryOpen={openSummary === appointment.id}
              />
            ))}
          </ul>
        )}
      </Section>
      {cancelled.length > 0 && (
        <Section id="cancelled-title" title={t('cancelledTitle')} count={cancelled.length}>
          <ul className="mt-3 space-y-3" aria-labelledby="cancelled-title">
            {cancelled.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        </Section>
      )}
      <Section id="past-title" title={t('past')} count={past.length}>
        {past.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('noPast')}</p>
        ) : (
          <ul className="mt-3 space-y-3" aria-labelledby="past-title">
            {past.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} summary={summaryOf.get(appointment.id)} summaryOpen={openSummary === appointment.id} />
            ))}
          </ul>
        )}
      </Section>
      {confirming && (
        <CancelDialog
          appointment={confirming}
          onConfirm={(reason) => void cancel(confirming, reason)}
          onClose={() => {
            setConfirming(null);
          }}
        />
      )}
      {moving && (
        <RescheduleDialog
          appointment={moving}
          today={config.data.today}
          onClose={() => {
            setMoving(null);
          }}
        />
      )}
    </div>
  );
}

/** /appointments (APPT-1 to APPT-7): the signed-in patient's appointments, with Cancel and Reschedule. */
export default function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const { user } = useSession();
  // PROXY-4: while acting, the appointments of the person acted for.
  const patientId = usePatientId(user?.id ?? '');
  if (user?.role !== 'patient') {
    const doctor = user?.role === 'doctor';
    return (
      <div className="page-container max-w-4xl py-10">
        <title>{t('pageTitle')}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-3 text-slate-700">
          {doctor ? t('notPatient.doctor') : t('notPatient.staff')}
        </p>
        <ButtonLink to={doctor ? '/doctor-portal' : '/staff'} size="lg" className="mt-5">
          {doctor ? t('notPatient.goDoctor') : t('notPatient.goStaff')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="page-container max-w-4xl space-y-8 py-8 sm:py-10">
      <title>{t('pageTitle')}</title>
      <Header patientId={patientId} />
      <WaitlistOffers patientId={patientId} />
      <WaitlistSection patientId={patientId} />
      <Appointments patientId={patientId} />
    </div>
  );
}

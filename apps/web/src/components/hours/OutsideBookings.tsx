import type { OutsideBooking } from '@clinvia/contracts/schedule-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { zonedClock } from '../../lib/zone-time';
import { FormAlert } from '../fields';
import { SlotPicker } from '../SlotPicker';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

// HOURS-7: the bookings the hours leave outside, each kept (it stays, marked) or moved to a free
// slot with the wizard's picker; the move is the lifecycle's reschedule, which e-mails the patient.

interface OutsideBookingsProps {
  doctorId: string;
  today: string;
  /** TIME-5: the zone of the doctor's location, whose wall clock the bookings' times are. */
  timeZone: string;
  bookings: readonly OutsideBooking[];
  onKeep: (appointmentId: string) => Promise<void>;
  onMove: (appointmentId: string, slot: { date: string; time: string }) => Promise<void>;
  /** The list's title and lead, as the doctor or staff read them. */
  words: { outsideTitle: string; outsideLead: string };
}

function MoveDialog({ doctorId, today, timeZone, booking, onMove, onClose }: { doctorId: string; today: string; timeZone: string; booking: OutsideBooking; onMove: OutsideBookingsProps['onMove']; onClose: () => void }) {
  const { t } = useTranslation('hoursKit');
  const language = useLanguage();
  const [choice, setChoice] = useState({ date: booking.date, time: '' });
  const [timeError, setTimeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (choice.time === '') {
      setTimeError(t('outside.timeRequired'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onMove(booking.id, choice);
      onClose();
    } catch (error) {
      setProblem(reasonOf(error));
      if (error instanceof ApiError && error.fields) setTimeError(error.fields.time ?? error.fields.date);
      setChoice((current) => ({ ...current, time: '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t('outside.moveTitle')}
      description={t('outside.moveLead', { patient: booking.patient_name, date: formatClinicDate(booking.date, 'short', language), time: zonedClock(booking.date, booking.time, timeZone, language) })}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel={t('outside.close')}
      width="max-w-3xl"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('outside.close')}
          </Button>
          <Button disabled={busy} onClick={() => void confirm()}>
            {busy ? t('outside.moving') : t('outside.moveConfirm')}
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <SlotPicker
          doctorId={doctorId}
          today={today}
          value={choice}
          current={{ date: booking.date, time: booking.time }}
          onDateChange={(date) => {
            setChoice({ date, time: '' });
          }}
          onTimeChange={(time) => {
            setChoice((current) => ({ ...current, time }));
            setTimeError(undefined);
          }}
          timeError={timeError}
          idPrefix={`move-${booking.id}`}
          visitType={booking.visit_type}
        />
      </div>
    </Dialog>
  );
}

export function OutsideBookings({ doctorId, today, timeZone, bookings, onKeep, onMove, words }: OutsideBookingsProps) {
  const { t } = useTranslation('hoursKit');
  const language = useLanguage();
  const [moving, setMoving] = useState<OutsideBooking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (bookings.length === 0) return <p className="mt-3 text-sm text-slate-600">{t('outside.none')}</p>;
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">{words.outsideLead}</p>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <ul aria-label={words.outsideTitle} className="divide-y divide-slate-100 rounded-lg border border-amber-200 bg-white">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">
                {t('outside.when', { date: formatClinicDate(booking.date, 'long', language), time: zonedClock(booking.date, booking.time, timeZone, language) })}
              </p>
              <p className="text-slate-700">
                {t('outside.booking', { patient: booking.patient_name, type: booking.visit_type, status: t(`outside.status.${booking.status === 'confirmed' ? 'confirmed' : 'pending'}`) })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {booking.kept ? (
                <Badge tone="slate">{t('outside.kept')}</Badge>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('outside.keepLabel', { patient: booking.patient_name })}
                  onClick={() => {
                    setOutcome(null);
                    onKeep(booking.id).then(
                      () => {
                        setOutcome({ tone: 'success', text: t('outside.keptDone') });
                      },
                      (error: unknown) => {
                        setOutcome({ tone: 'error', text: reasonOf(error) });
                      },
                    );
                  }}
                >
                  {t('outside.keep')}
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                aria-label={t('outside.moveLabel', { patient: booking.patient_name })}
                onClick={() => {
                  setOutcome(null);
                  setMoving(booking);
                }}
              >
                {t('outside.move')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {moving && (
        <MoveDialog
          doctorId={doctorId}
          today={today}
          timeZone={timeZone}
          booking={moving}
          onMove={async (id, slot) => {
            await onMove(id, slot);
            setOutcome({ tone: 'success', text: t('outside.moved') });
          }}
          onClose={() => {
            setMoving(null);
          }}
        />
      )}
    </div>
  );
}

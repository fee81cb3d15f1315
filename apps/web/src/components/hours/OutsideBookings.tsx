import { bookingMessages } from '@clinvia/contracts/appointments';
import type { OutsideBooking } from '@clinvia/contracts/schedule-schemas';
import { useState } from 'react';
import { ApiError, reasonOf } from '../../lib/api';
import { formatClinicDate } from '../../lib/clinic-dates';
import { zonedClock } from '../../lib/zone-time';
import { FormAlert } from '../fields';
import { SlotPicker } from '../SlotPicker';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { hoursTexts as texts } from './texts';

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
  const [choice, setChoice] = useState({ date: booking.date, time: '' });
  const [timeError, setTimeError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (choice.time === '') {
      setTimeError(bookingMessages.timeRequired);
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
      title={texts.moveTitle}
      description={`${booking.patient_name} · now ${formatClinicDate(booking.date, 'short')}, ${zonedClock(booking.date, booking.time, timeZone)}`}
      onClose={() => {
        if (!busy) onClose();
      }}
      closeLabel={texts.close}
      width="max-w-3xl"
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {texts.close}
          </Button>
          <Button disabled={busy} onClick={() => void confirm()}>
            {busy ? texts.moving : texts.moveConfirm}
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
  const [moving, setMoving] = useState<OutsideBooking | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (bookings.length === 0) return <p className="mt-3 text-sm text-slate-600">{texts.outsideNone}</p>;
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">{words.outsideLead}</p>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <ul aria-label={words.outsideTitle} className="divide-y divide-slate-100 rounded-lg border border-amber-200 bg-white">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 text-sm">
            <div>
              <p className="font-medium text-slate-900">
                {formatClinicDate(booking.date, 'long')}, {zonedClock(booking.date, booking.time, timeZone)}
              </p>
              <p className="text-slate-700">
                {booking.patient_name} · {booking.visit_type} · {booking.status === 'confirmed' ? 'Confirmed' : 'Pending'}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {booking.kept ? (
                <Badge tone="slate">{texts.kept}</Badge>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${texts.keep} ${booking.patient_name}’s booking`}
                  onClick={() => {
                    setOutcome(null);
                    onKeep(booking.id).then(
                      () => {
                        setOutcome({ tone: 'success', text: texts.keptDone });
                      },
                      (error: unknown) => {
                        setOutcome({ tone: 'error', text: reasonOf(error) });
                      },
                    );
                  }}
                >
                  {texts.keep}
                </Button>
              )}
              <Button
                variant="outline"
                size="sm"
                aria-label={`${texts.move} ${booking.patient_name}’s booking`}
                onClick={() => {
                  setOutcome(null);
                  setMoving(booking);
                }}
              >
                {texts.move}
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
            setOutcome({ tone: 'success', text: texts.moved });
          }}
          onClose={() => {
            setMoving(null);
          }}
        />
      )}
    </div>
  );
}

import type { Slot } from '@clinvia/contracts/doctors';
import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { DoctorHours } from '@clinvia/contracts/schedule-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCog, CalendarRange, Eye, MapPin, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatClinicDate } from '../../lib/clinic-dates';
import { useLanguage } from '../../lib/i18n/i18n';
import { keepOutsideBooking, moveOutsideBooking, removeDoctorOverride, resetDoctorWeek, setDoctorOverride, updateDoctorWeek } from '@clinvia/contracts/operations/schedules';
import { call } from '../../lib/client';
import { doctorHoursKey, doctorHoursQuery } from '../../lib/queries/doctor-hours';
import { bookingSlotsQuery } from '../../lib/queries/doctors';
import { clockLabel, zoneNote } from '../../lib/zone-time';
import { Button } from '../ui/Button';
import { OutsideBookings } from './OutsideBookings';
import { OverridesSection } from './OverridesSection';
import { WeekForm } from './WeekForm';

// HOURS-5 to HOURS-7: the one hours editor, the doctor's 'My hours' and the staff console's
// (a doctor's id is all it needs): the week, date exceptions, the bookings the hours leave
// outside, and the next 10 days as patients see them. Each save answers the hours as they are
// now; the slot grids of the doctor are read again, so the preview and the wizard follow.

function Card({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The free times of a day as '9:00 AM, 9:30 AM', or the words for none. */
function freeTimes(slots: readonly Slot[], t: TFunction<'hoursKit'>, language: UiLanguage): string {
  const free = slots.filter((slot) => slot.available).map((slot) => clockLabel(slot.time, language));
  return free.length === 0 ? t('preview.none') : free.join(', ');
}

/**
 * HOURS-6: the next 10 days as the booking page offers them (the same slots API). HOURS-9: when
 * the window's slots are at more than one location, each day's free times are listed under the
 * name of their location, as the wizard groups them; TIME-5: the zone is named when the
 * browser's clock reads otherwise, as the wizard does.
 */
function Preview({ doctorId, today }: { doctorId: string; today: string }) {
  const { t } = useTranslation('hoursKit');
  const language = useLanguage();
  const slots = useQuery(bookingSlotsQuery(doctorId, today));
  if (slots.isPending) return <p role="status" className="mt-3 text-sm text-slate-600">{t('loading')}</p>;
  if (slots.isError) return <p className="mt-3 text-sm text-red-700">{t('loadError')}</p>;
  const data = slots.data;
  const placeIds = [...new Set(data.days.flatMap((day) => day.slots.map((slot) => slot.location_id)))];
  const places = placeIds.length > 1 ? placeIds.flatMap((id) => data.locations.filter((place) => place.id === id)) : [];
  const zone = zoneNote(today, '12:00', data.clinicTimeZone, language);
  return (
    <>
      {zone !== null && <p className="mt-2 text-sm text-slate-700">{t('preview.zone', { zone })}</p>}
      <ul className="mt-3 divide-y divide-slate-100">
        {data.days.map((day) => {
          const here = places.filter((place) => day.slots.some((slot) => slot.location_id === place.id));
          return (
            <li key={day.date} data-testid="preview-day" className="grid gap-1 py-2 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
              <span className="font-medium text-slate-900">{formatClinicDate(day.date, 'short', language)}</span>
              {here.length === 0 ? (
                <span className="text-slate-700">{freeTimes(day.slots, t, language)}</span>
              ) : (
                <ul className="space-y-1 text-slate-700">
                  {here.map((place) => (
                    <li key={place.id} data-testid="preview-location" className="break-words">
                      <MapPin className="mr-1 inline size-3.5 align-[-2px] text-slate-500" aria-hidden="true" />
                      <span className="font-medium text-slate-900">{t('preview.at', { place: place.name })}</span> {freeTimes(day.slots.filter((slot) => slot.location_id === place.id), t, language)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** `viewer`: the doctor's own 'My hours', or staff editing the doctor's (the words change, not the editor). */
export function HoursEditor({ doctorId, viewer }: { doctorId: string; viewer: 'doctor' | 'staff' }) {
  const { t } = useTranslation('hoursKit');
  const queryClient = useQueryClient();
  const hours = useQuery(doctorHoursQuery(doctorId));

  /** Puts the answer in place and reads the doctor's slot grids again (preview, wizard, Find Doctor). */
  const settle = async (answer: DoctorHours): Promise<DoctorHours> => {
    queryClient.setQueryData(doctorHoursKey(doctorId), answer);
    await queryClient.invalidateQueries({ queryKey: ['doctors'] });
    return answer;
  };

  if (hours.isPending) return <p role="status" className="py-6 text-slate-600">{t('loading')}</p>;
  if (hours.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{t('loadError')}</p>
        <Button variant="danger" size="sm" className="mt-2" onClick={() => void hours.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const data = hours.data;
  const outside = data.outside_hours;
  return (
    <div className="space-y-6">
      {outside.length > 0 && (
        <Card id={`${doctorId}-outside`} title={t(`${viewer}.outsideTitle`)} icon={<TriangleAlert className="size-5 text-amber-600" aria-hidden="true" />}>
          <OutsideBookings
            doctorId={doctorId}
            today={data.today}
            timeZone={data.time_zone}
            bookings={outside}
            words={{ outsideTitle: t(`${viewer}.outsideTitle`), outsideLead: t(`${viewer}.outsideLead`) }}
            onKeep={async (id) => {
              await settle(await call(keepOutsideBooking, { params: { id: doctorId, appointmentId: id } }));
            }}
            onMove={async (id, slot) => {
              await settle(await call(moveOutsideBooking, { params: { id: doctorId, appointmentId: id }, body: slot }));
            }}
          />
        </Card>
      )}
      <Card id={`${doctorId}-week`} title={t('week.title')} icon={<CalendarCog className="size-5 text-teal-700" aria-hidden="true" />}>
        <p className="mt-1 text-sm text-slate-600">{t(`${viewer}.weekLead`)}</p>
        <WeekForm
          hours={data}
          idPrefix={`${doctorId}-week`}
          standardNote={t(`${viewer}.standardNote`)}
          onSave={async (week) => settle(await call(updateDoctorWeek, { params: { id: doctorId }, body: week }))}
          onReset={async () => settle(await call(resetDoctorWeek, { params: { id: doctorId } }))}
        />
      </Card>
      <Card id={`${doctorId}-overrides`} title={t('overrides.title')} icon={<CalendarRange className="size-5 text-teal-700" aria-hidden="true" />}>
        <p className="mt-1 text-sm text-slate-600">{t('overrides.lead')}</p>
        <OverridesSection
          hours={data}
          idPrefix={`${doctorId}-override`}
          onSave={async (date, periods) => {
            await settle(await call(setDoctorOverride, { params: { id: doctorId, date }, body: { periods } }));
          }}
          onRemove={async (date) => {
            await settle(await call(removeDoctorOverride, { params: { id: doctorId, date } }));
          }}
        />
      </Card>
      <Card id={`${doctorId}-preview`} title={t('preview.title')} icon={<Eye className="size-5 text-teal-700" aria-hidden="true" />}>
        <p className="mt-1 text-sm text-slate-600">{t('preview.lead')}</p>
        <Preview doctorId={doctorId} today={data.today} />
      </Card>
    </div>
  );
}

import { emergencyHotline } from '@clinvia/contracts/site';
import { Ambulance, CalendarClock, Phone } from 'lucide-react';
import { EmergencyRequestForm } from './EmergencyRequestForm';
import { TransportRequestForm } from './TransportRequestForm';
import { buttonClass } from '../../../components/ui/Button';
import type { CallerDetails } from './prefill';
import { useTranslation } from 'react-i18next';

/**
 * The Services page's 'Ambulance Service' tab (AMB-1) and the public /emergency page (AMB-6):
 * the hotline first, then the emergency request and the non-emergency transport booking.
 */
export function AmbulanceService({ caller }: { caller?: CallerDetails }) {
  const { t } = useTranslation('sitePages');
  return (
    <div className="space-y-8">
      <section aria-labelledby="ambulance-hotline" className="rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6">
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="ambulance-hotline" className="text-xl font-bold text-red-900 sm:text-2xl">
              {t('ambulance.callNow')}
            </h2>
            <p className="mt-2 max-w-2xl text-red-900">{t('ambulance.notEmergency')}</p>
          </div>
          <a
            href={`tel:${emergencyHotline.tel}`}
            className={buttonClass({ variant: 'emergency', size: 'hero', className: 'shrink-0' })}
          >
            <Phone className="size-7" aria-hidden="true" />
            <span className="text-left">
              <span className="block text-sm font-medium">{t('ambulance.hotline')}</span>
              <span className="block whitespace-nowrap text-xl font-bold tracking-wide sm:text-2xl">{emergencyHotline.display}</span>
            </span>
          </a>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="emergency-request" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="emergency-request" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Ambulance className="size-6 text-red-700" aria-hidden="true" />
            {t('ambulance.emergencyTitle')}
          </h2>
          <p className="mt-2 text-slate-600">{t('ambulance.emergencyLead')}</p>
          <div className="mt-5">
            <EmergencyRequestForm caller={caller} />
          </div>
        </section>

        <section aria-labelledby="transport-request" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="transport-request" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CalendarClock className="size-6 text-teal-700" aria-hidden="true" />
            {t('ambulance.transportTitle')}
          </h2>
          <p className="mt-2 text-slate-600">{t('ambulance.transportLead')}</p>
          <div className="mt-5">
            <TransportRequestForm caller={caller} />
          </div>
        </section>
      </div>
    </div>
  );
}

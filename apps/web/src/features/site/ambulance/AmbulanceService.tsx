import { Ambulance, Phone } from 'lucide-react';

/** The hotline SPEC §2 hard-codes for the Services page's Ambulance tab. */
export const EMERGENCY_HOTLINE = '+1-800-555-0199';

/** The Services page's 'Ambulance Service' tab. */
export function AmbulanceService() {
  return (
    <section aria-labelledby="ambulance-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="ambulance-heading" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
        <Ambulance className="size-7 text-red-700" aria-hidden="true" />
        Ambulance Service
      </h2>
      <a
        href={`tel:${EMERGENCY_HOTLINE}`}
        className="mt-5 inline-flex items-center gap-4 rounded-xl bg-red-700 px-6 py-4 text-white shadow-sm hover:bg-red-800"
      >
        <Phone className="size-8 shrink-0" aria-hidden="true" />
        <span>
          <span className="block text-sm font-medium text-red-50">Emergency hotline</span>
          <span className="block text-2xl font-bold tracking-wide sm:text-3xl">{EMERGENCY_HOTLINE}</span>
        </span>
      </a>
      <p className="mt-4 max-w-2xl text-slate-700">
        This website is not an emergency channel: in an emergency call the hotline or your local emergency number.
      </p>
    </section>
  );
}

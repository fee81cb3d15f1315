import { emergencyHotline } from '@clinvia/contracts/site';
import { ChevronDown, Phone, Siren } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass, textLinkClass } from '../../../components/ui/Button';
import { useTranslation } from 'react-i18next';

/**
 * CONTACT-1: the urgent-care banner with an emergency call link and 'Learn About
 * Urgent Care'. The login page's 'Need urgent care?' link lands here (#urgent-care).
 */
export function UrgentCareBanner() {
  const { t } = useTranslation('sitePages');
  const [open, setOpen] = useState(false);
  const detailsId = useId();

  return (
    <section id="urgent-care" aria-labelledby="urgent-care-title" className="scroll-mt-24 rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-8">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 flex-1 gap-4">
          <Siren className="hidden size-10 shrink-0 text-red-700 sm:block" aria-hidden="true" />
          <div>
            <h2 id="urgent-care-title" className="text-xl font-bold text-red-900 sm:text-2xl">
              {t('contact.urgent.title')}
            </h2>
            <p className="mt-2 max-w-2xl text-red-900">{t('contact.urgent.lead')}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={`tel:${emergencyHotline.tel}`}
            className={buttonClass({ variant: 'emergency', size: 'xl', className: 'whitespace-nowrap' })}
          >
            <Phone className="size-5" aria-hidden="true" />
            {t('contact.urgent.call', { number: emergencyHotline.display })}
          </a>
          <Button
            variant="danger"
            size="xl"
            className="text-center sm:whitespace-nowrap"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => {
              setOpen((wasOpen) => !wasOpen);
            }}
          >
            {t('contact.urgent.learn')}
            <ChevronDown className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div id={detailsId} hidden={!open} className="mt-6 border-t border-red-200 pt-6 text-slate-800">
        <ul className="grid gap-4 md:grid-cols-3">
          <li className="rounded-xl bg-white p-5">
            <h3 className="font-semibold text-slate-900">{t('contact.urgent.emergencyTitle')}</h3>
            <p className="mt-2 text-sm">
              {t('contact.urgent.emergencyBefore')}{' '}
              <span className="whitespace-nowrap">{emergencyHotline.display}</span> {t('contact.urgent.emergencyAfter')}
            </p>
          </li>
          <li className="rounded-xl bg-white p-5">
            <h3 className="font-semibold text-slate-900">{t('contact.urgent.ambulanceTitle')}</h3>
            <p className="mt-2 text-sm">
              {t('contact.urgent.ambulanceText')}{' '}
              <Link to="/emergency" className={textLinkClass}>
                {t('contact.urgent.ambulanceLink')}
              </Link>
            </p>
          </li>
          <li className="rounded-xl bg-white p-5">
            <h3 className="font-semibold text-slate-900">{t('contact.urgent.urgentTitle')}</h3>
            <p className="mt-2 text-sm">
              {t('contact.urgent.urgentText')}{' '}
              <Link to="/find-doctor" className={textLinkClass}>
                {t('contact.urgent.urgentLink')}
              </Link>
            </p>
          </li>
        </ul>
      </div>
    </section>
  );
}

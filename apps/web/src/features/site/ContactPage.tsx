import { clinicContact } from '@clinvia/contracts/site';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContactForm } from './contact/ContactForm';
import { Faq } from './contact/Faq';
import { UrgentCareBanner } from './contact/UrgentCareBanner';
import { useTranslation } from 'react-i18next';

const linkClass = 'font-medium text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline';

function ContactDetails() {
  const { t } = useTranslation('sitePages');
  return (
    <dl className="space-y-5">
      <div className="flex gap-3">
        <dt>
          <MapPin className="size-6 text-teal-700" aria-hidden="true" />
          <span className="sr-only">{t('contact.address')}</span>
        </dt>
        <dd className="text-slate-700">
          <address className="not-italic">
            {clinicContact.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Phone className="size-6 text-teal-700" aria-hidden="true" />
          <span className="sr-only">{t('contact.phone')}</span>
        </dt>
        <dd>
          <a href={`tel:${clinicContact.phone.tel}`} className={linkClass}>
            {clinicContact.phone.display}
          </a>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Mail className="size-6 text-teal-700" aria-hidden="true" />
          <span className="sr-only">{t('contact.email')}</span>
        </dt>
        <dd>
          <a href={`mailto:${clinicContact.email}`} className={linkClass}>
            {clinicContact.email}
          </a>
        </dd>
      </div>
      <div className="flex gap-3">
        <dt>
          <Clock className="size-6 text-teal-700" aria-hidden="true" />
          <span className="sr-only">{t('contact.hoursLabel')}</span>
        </dt>
        <dd className="text-slate-700">{t('contact.hours')}</dd>
      </div>
    </dl>
  );
}

/** The page is drawn after its code arrives, so a link to #urgent-care scrolls once it exists. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/** CONTACT-1 to CONTACT-3, the Contact Us page. */
export default function ContactPage() {
  const { t } = useTranslation('sitePages');
  useScrollToHash();
  return (
    <>
      <title>{t('contact.pageTitle')}</title>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="page-container py-10 sm:py-14">
          <p className="font-semibold text-teal-700">{t('contact.kicker')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('contact.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{t('contact.lead')}</p>
        </div>
      </section>
      <div className="page-container space-y-12 pb-4">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <section aria-labelledby="reach-us" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="reach-us" className="text-xl font-bold text-slate-900">
              {t('contact.reachUs')}
            </h2>
            <div className="mt-5">
              <ContactDetails />
            </div>
            <p className="mt-6 text-sm text-slate-600">{t('contact.readNote')}</p>
          </section>
          <section aria-labelledby="message-us" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="message-us" className="text-xl font-bold text-slate-900">
              {t('contact.messageUs')}
            </h2>
            <div className="mt-5">
              <ContactForm />
            </div>
          </section>
        </div>
        <Faq />
        <UrgentCareBanner />
      </div>
    </>
  );
}

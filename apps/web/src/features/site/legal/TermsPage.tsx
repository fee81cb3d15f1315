import { clinicContact, emergencyHotline } from '@clinvia/contracts/site';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/Button';
import { LegalPage, listClass, type LegalSection } from './LegalPage';

/** The points of the listed sections, in their order (the catalogue's keys under terms.<section>). */
const accountRules = ['truthful', 'misuse', 'verified', 'suspend'] as const;
const appointmentRules = ['booking', 'arrive', 'fees', 'times'] as const;
const forbidden = ['others', 'falseRequests', 'scraping', 'unlawful'] as const;

export default function TermsPage() {
  const { t } = useTranslation('legal');
  const sections: readonly LegalSection[] = [
    {
      id: 'agreement',
      title: t('terms.agreement.title'),
      body: (
        <p>
          {t('terms.agreement.before')}{' '}
          <Link to="/privacy" className={textLinkClass}>
            {t('terms.agreement.link')}
          </Link>
          {t('terms.agreement.after')}
        </p>
      ),
    },
    {
      id: 'not-for-emergencies',
      title: t('terms.notForEmergencies.title'),
      body: <p>{t('terms.notForEmergencies.text', { hotline: emergencyHotline.display })}</p>,
    },
    {
      id: 'not-medical-advice',
      title: t('terms.notMedicalAdvice.title'),
      body: (
        <>
          <p>{t('terms.notMedicalAdvice.estimates')}</p>
          <p>{t('terms.notMedicalAdvice.treatment')}</p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: t('terms.accounts.title'),
      body: (
        <ul className={listClass}>
          {accountRules.map((key) => (
            <li key={key}>{t(`terms.accounts.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'appointments',
      title: t('terms.appointments.title'),
      body: (
        <ul className={listClass}>
          {appointmentRules.map((key) => (
            <li key={key}>{t(`terms.appointments.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'acceptable-use',
      title: t('terms.acceptableUse.title'),
      body: (
        <>
          <p>{t('terms.acceptableUse.lead')}</p>
          <ul className={listClass}>
            {forbidden.map((key) => (
              <li key={key}>{t(`terms.acceptableUse.${key}`)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'doctors',
      title: t('terms.doctors.title'),
      body: <p>{t('terms.doctors.text')}</p>,
    },
    {
      id: 'availability',
      title: t('terms.availability.title'),
      body: (
        <>
          <p>{t('terms.availability.liability')}</p>
          <p>{t('terms.availability.changes')}</p>
        </>
      ),
    },
    {
      id: 'contact',
      title: t('terms.contact.title'),
      body: (
        <p>
          {t('terms.contact.before')}{' '}
          <a href={`mailto:${clinicContact.email}`} className={textLinkClass}>
            {clinicContact.email}
          </a>{' '}
          {t('terms.contact.middle')}{' '}
          <Link to="/contact" className={textLinkClass}>
            {t('contactForm')}
          </Link>
          {t('terms.contact.after')}
        </p>
      ),
    },
  ];
  return <LegalPage title={t('terms.title')} intro={<p>{t('terms.intro')}</p>} sections={sections} />;
}

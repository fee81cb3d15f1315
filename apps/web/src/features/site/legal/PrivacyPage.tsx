import { clinicContact, emergencyHotline, retentionPeriods } from '@clinvia/contracts/site';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui/Button';
import { LegalPage, listClass, type LegalSection } from './LegalPage';

/** What the portal stores, as the server stores it (apps/api/src/db/schema.ts); the catalogue's keys under privacy.records. */
const dataRecords = ['account', 'appointments', 'contactMessages', 'ambulance', 'newsletter', 'audit', 'logs'] as const;

/** What is said about each record, in this order, under privacy.labels (the term) and the record (the description). */
const recordFacts = ['contents', 'why', 'kept', 'seenBy'] as const;

/** The retention periods the texts name, from the contract the clean-up jobs use. */
const periods = {
  months: retentionPeriods.contactMessageMonths,
  years: retentionPeriods.ambulanceRequestYears,
  days: retentionPeriods.unsubscribedNewsletterDays,
};

/** The points of the listed sections, in their order (the catalogue's keys under privacy.<section>). */
const browserFacts = ['token', 'cookies', 'thirdParties'] as const;
const recipients = ['doctor', 'email', 'ambulance', 'authorities'] as const;
const rights = ['copy', 'correct', 'erase', 'object'] as const;
const safeguards = ['passwords', 'checks', 'audit', 'sessions'] as const;

function DataInventory() {
  const { t } = useTranslation('legal');
  return (
    <ul className="space-y-4">
      {dataRecords.map((record) => (
        <li key={record} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="text-lg font-semibold text-slate-900">{t(`privacy.records.${record}.what`)}</h3>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-y-3">
            {recordFacts.map((fact) => (
              <Fragment key={fact}>
                <dt className="mt-2 font-semibold text-slate-900 first:mt-0 sm:mt-0">{t(`privacy.labels.${fact}`)}</dt>
                <dd>{t(`privacy.records.${record}.${fact}`, periods)}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const email = (
    <a href={`mailto:${clinicContact.email}`} className={textLinkClass}>
      {clinicContact.email}
    </a>
  );
  const contactForm = (
    <Link to="/contact" className={textLinkClass}>
      {t('contactForm')}
    </Link>
  );
  const sections: readonly LegalSection[] = [
    {
      id: 'who-we-are',
      title: t('privacy.whoWeAre.title'),
      body: (
        <p>
          {t('privacy.whoWeAre.before', { address: clinicContact.addressLines.join(', ') })} {email} {t('privacy.whoWeAre.middle')} {contactForm}
          {t('privacy.whoWeAre.after')}
        </p>
      ),
    },
    {
      id: 'what-we-store',
      title: t('privacy.whatWeStore.title'),
      body: (
        <>
          <p>{t('privacy.whatWeStore.lead')}</p>
          <DataInventory />
        </>
      ),
    },
    {
      id: 'health-tools',
      title: t('privacy.healthTools.title'),
      body: (
        <>
          <p>
            {t('privacy.healthTools.sentBefore')} <strong>{t('privacy.healthTools.notStored')}</strong>
            {t('privacy.healthTools.sentAfter')}
          </p>
          <p>
            {t('privacy.healthTools.modelsBefore')} <strong>{t('privacy.healthTools.notAdvice')}</strong> {t('privacy.healthTools.modelsAfter')}
          </p>
        </>
      ),
    },
    {
      id: 'your-browser',
      title: t('privacy.yourBrowser.title'),
      body: (
        <ul className={listClass}>
          {browserFacts.map((key) => (
            <li key={key}>{t(`privacy.yourBrowser.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: t('privacy.sharing.title'),
      body: (
        <>
          <p>{t('privacy.sharing.lead')}</p>
          <ul className={listClass}>
            {recipients.map((key) => (
              <li key={key}>{t(`privacy.sharing.${key}`)}</li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: t('privacy.yourRights.title'),
      body: (
        <>
          <p>{t('privacy.yourRights.lead')}</p>
          <ul className={listClass}>
            {rights.map((key) => (
              <li key={key}>{t(`privacy.yourRights.${key}`)}</li>
            ))}
          </ul>
          <p>
            {t('privacy.yourRights.before')} {contactForm} {t('privacy.yourRights.middle')} {email} {t('privacy.yourRights.after')}
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: t('privacy.security.title'),
      body: (
        <ul className={listClass}>
          {safeguards.map((key) => (
            <li key={key}>{t(`privacy.security.${key}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'emergencies',
      title: t('privacy.emergencies.title'),
      body: <p>{t('privacy.emergencies.text', { hotline: emergencyHotline.display })}</p>,
    },
    {
      id: 'changes',
      title: t('privacy.changes.title'),
      body: <p>{t('privacy.changes.text')}</p>,
    },
  ];
  return <LegalPage title={t('privacy.title')} intro={<p>{t('privacy.intro')}</p>} sections={sections} />;
}

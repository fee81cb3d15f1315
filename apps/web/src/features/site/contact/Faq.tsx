import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { textLinkClass } from '../../../components/ui/Button';

/** CONTACT-1: three fixed entries (scheduling, insurance, medical records). */
export function Faq() {
  const { t } = useTranslation('sitePages');
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('contact.faq.title')}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        <details className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-teal-700">{t('contact.faq.scheduleQuestion')}</summary>
          <p className="mt-3 text-slate-700">
            {t('contact.faq.scheduleBefore')}{' '}
            <Link to="/find-doctor" className={textLinkClass}>
              {t('contact.faq.scheduleLink')}
            </Link>{' '}
            {t('contact.faq.scheduleAfter')}
          </p>
        </details>
        <details className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-teal-700">{t('contact.faq.insuranceQuestion')}</summary>
          <p className="mt-3 text-slate-700">{t('contact.faq.insuranceAnswer')}</p>
        </details>
        <details className="group p-5">
          <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-teal-700">{t('contact.faq.recordsQuestion')}</summary>
          <p className="mt-3 text-slate-700">
            {t('contact.faq.recordsBefore')}{' '}
            <Link to="/privacy" className={textLinkClass}>
              {t('contact.faq.recordsLink')}
            </Link>
            .
          </p>
        </details>
      </div>
    </section>
  );
}

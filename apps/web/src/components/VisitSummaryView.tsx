import type { UiLanguage } from '@clinvia/contracts/ui-language';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitSummary } from '@clinvia/contracts/visit-summaries';
import { wallClockAt } from '@clinvia/contracts/clinic-time';
import { formatClinicDate } from '../lib/clinic-dates';
import { useLanguage } from '../lib/i18n/i18n';
import { doctorTitle } from '../lib/format';
import { zonedInstantClock } from '../lib/zone-time';

// SUMMARY-5: a visit summary as the patient reads it and the doctor sees what they signed: the
// reason, assessment, plan, medication changes, instructions, follow-up and every addendum with
// its time and author. Times are on the clock of the visit's location, its zone named when the
// reader's clock reads otherwise (TIME-5).

// I18N-1: the words are namespace 'recordKit' (components/record/texts.ts).

/** The page's words and language, for the helpers below called outside a component of this file. */
interface Words {
  t: TFunction<'recordKit'>;
  language: UiLanguage;
}

/** 'Nov 20, 2026' and '2:30 PM' (with the zone in words when the reader's clock reads otherwise), in the page's language (I18N-4). */
export function summaryDateAndTime(instant: string, timeZone: string, language: UiLanguage): { date: string; time: string } {
  const { date } = wallClockAt(timeZone, Date.parse(instant));
  return { date: formatClinicDate(date, 'medium', language), time: zonedInstantClock(instant, timeZone, language) };
}

/** 'Nov 20, 2026 at 2:30 PM' in the page's words (I18N-1). */
function summaryInstant(instant: string, timeZone: string, words: Words): string {
  return words.t('visitSummary.instant', summaryDateAndTime(instant, timeZone, words.language));
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-900">{title}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-700">{children}</dd>
    </div>
  );
}

function followUpText(followUp: NonNullable<VisitSummary['follow_up']>, { t, language }: Words): string {
  return t('visitSummary.around', { followUp: t(`visitSummary.followUpIn.${followUp.unit}`, { count: followUp.value }), date: formatClinicDate(followUp.date, 'long', language) });
}

export function VisitSummaryView({ summary }: { summary: VisitSummary }) {
  const { t } = useTranslation('recordKit');
  const words = { t, language: useLanguage() };
  const medications = (['started', 'changed', 'stopped'] as const).map((change) => ({ change, items: summary[`medications_${change}`] })).filter((group) => group.items.length > 0);
  return (
    <div className="space-y-4" data-testid="visit-summary">
      <dl className="space-y-3">
        <Block title={t('visitSummary.reason')}>{summary.reason}</Block>
        <Block title={t('visitSummary.assessment')}>{summary.assessment}</Block>
        <Block title={t('visitSummary.plan')}>{summary.plan}</Block>
        <Block title={t('visitSummary.medications')}>
          {medications.length === 0 ? (
            t('visitSummary.noMedications')
          ) : (
            <span className="block space-y-1">
              {medications.map((group) => (
                <span key={group.change} className="block">
                  <span className="font-medium text-slate-900">{t(`visitSummary.${group.change}`)}: </span>
                  {group.items.join('; ')}
                </span>
              ))}
            </span>
          )}
        </Block>
        <Block title={t('visitSummary.instructions')}>{summary.instructions === '' ? t('visitSummary.noInstructions') : summary.instructions}</Block>
        {summary.follow_up !== null && <Block title={t('visitSummary.followUp')}>{followUpText(summary.follow_up, words)}</Block>}
      </dl>
      {summary.signed_at !== null && <p className="text-xs text-slate-600">{t('visitSummary.signed', { who: doctorTitle(summary.doctor.name), when: summaryInstant(summary.signed_at, summary.time_zone, words) })}</p>}
      {summary.addenda.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">{t('visitSummary.addenda')}</h4>
          <ol className="mt-1 space-y-2">
            {summary.addenda.map((addendum) => (
              <li key={addendum.id} className="rounded-md border-l-4 border-amber-300 bg-amber-50 px-3 py-2 text-sm">
                <p className="whitespace-pre-line break-words text-slate-800">{addendum.text}</p>
                <p className="mt-1 text-xs text-slate-600">{t('visitSummary.addendum', { who: doctorTitle(addendum.author.name), when: summaryInstant(addendum.created_at, summary.time_zone, words) })}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

import { predictionDisclaimer, type NumericField } from '@clinvia/contracts/predictions';
import { Printer } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/i18n';
import { fieldValueText, formatDateTime } from './format';
import './print.css';
import { Button } from '../../../components/ui/Button';

/** Results that have had the focus once; coming back to one (insurance's Results tab) leaves the focus alone. */
const announced = new WeakSet<Date>();

interface ResultPanelProps {
  /** The screen's title, printed above the result. */
  toolTitle: string;
  heading: string;
  fields: readonly NumericField[];
  inputs: Record<string, number>;
  receivedAt: Date;
  /** The service's disclaimer; a service that sends none (PRED-10), or ours, gets ours in the page's language (I18N-11). */
  disclaimer: string | undefined;
  children: ReactNode;
}

/**
 * The frame of every result: its heading takes the focus when a new estimate arrives (so
 * keyboard and screen reader users land on it), and it is the only thing printed (print.css),
 * with the date and the inputs the estimate was made from.
 */
export function ResultPanel({ toolTitle, heading, fields, inputs, receivedAt, disclaimer, children }: ResultPanelProps) {
  const { t } = useTranslation('predictions');
  const language = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // scroll-mt keeps the focused heading clear of the sticky navigation bar.
  useEffect(() => {
    if (announced.has(receivedAt)) return;
    announced.add(receivedAt);
    headingRef.current?.focus();
  }, [receivedAt]);

  return (
    <section data-print-area aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <div className="mb-4 hidden border-b border-slate-300 pb-3 print:block">
        <p className="text-lg font-bold">{t('printedTitle', { tool: toolTitle })}</p>
        <p className="text-sm">{t('madeOn', { date: formatDateTime(receivedAt, language) })}</p>
      </div>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
        {heading}
      </h2>
      <div className="mt-4 space-y-6">{children}</div>
      <InputsTable fields={fields} inputs={inputs} />
      <p className="mt-6 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700 print:bg-transparent print:px-0">{disclaimer === undefined || disclaimer === predictionDisclaimer ? t('disclaimer') : disclaimer}</p>
    </section>
  );
}

/** Printed only: the values the estimate was made from. */
function InputsTable({ fields, inputs }: { fields: readonly NumericField[]; inputs: Record<string, number> }) {
  const { t } = useTranslation('predictions');
  return (
    <table className="mt-6 hidden w-full border-collapse text-sm print:table">
      <caption className="mb-2 text-left font-semibold">{t('yourInputs')}</caption>
      <tbody>
        {fields.map((field) => {
          const value = inputs[field.name];
          return value === undefined ? null : (
            <tr key={field.name} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {field.label}
              </th>
              <td className="py-1">{fieldValueText(field, value)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** 'Save Results' / 'Print Results' (PRED-8): the browser's print dialog, where 'Save as PDF' lives too. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button
      onClick={() => {
        window.print();
      }}
      variant="secondary" size="lg"
    >
      <Printer className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** The row of buttons under a result; never printed. */
export function ResultActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row print:hidden">{children}</div>;
}

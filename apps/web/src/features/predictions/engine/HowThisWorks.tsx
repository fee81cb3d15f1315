import type { ModelCard, PredictionTool } from '@clinvia/contracts/predictions';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { modelCardQuery } from '../api';
import { formatAmount } from './format';

type Metrics = ModelCard['metrics'];

interface MetricLabel {
  key: 'accuracy' | 'auc' | 'auc_pooled' | 'sensitivity' | 'specificity' | 'brier' | 'r2' | 'mae' | 'rmse';
  format: (value: number, unit: string) => string;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const decimals = (digits: number) => (value: number) => value.toFixed(digits);
const amount = (value: number, unit: string) => formatAmount(value, unit);

/** The metrics worth showing (their words: 'how.metrics.<key>'); the card has more (pooled figures), the docs list them all. */
const metricLabels: readonly MetricLabel[] = [
  { key: 'accuracy', format: percent },
  { key: 'auc', format: decimals(3) },
  { key: 'auc_pooled', format: decimals(3) },
  { key: 'sensitivity', format: percent },
  { key: 'specificity', format: percent },
  { key: 'brier', format: decimals(3) },
  { key: 'r2', format: decimals(3) },
  { key: 'mae', format: amount },
  { key: 'rmse', format: amount },
];

interface HowThisWorksProps {
  tool: PredictionTool;
  /** Unit of a regression tool's estimate, for its error figures. */
  unit?: string;
}

/**
 * 'How this works' (issue 12): the model card from GET /ml/<tool>/model (data, intended use,
 * limits, metrics), fetched when first opened.
 */
export function HowThisWorks({ tool, unit = '' }: HowThisWorksProps) {
  const { t } = useTranslation('predictions');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const card = useQuery({ ...modelCardQuery(tool), enabled: open });

  return (
    <section className="rounded-xl border border-slate-200 bg-white shadow-sm print:hidden">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((shown) => !shown);
          }}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span className="flex items-center gap-2">
            <BookOpen className="size-5 text-teal-700" aria-hidden="true" />
            {t('how.title')}
          </span>
          <ChevronDown className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-5 py-5">
        {card.isPending && <p role="status">{t('how.loading')}</p>}
        {card.isError && (
          <div role="alert" className="text-sm text-red-800">
            <p>{t('how.failed')}</p>
            <Button variant="inline" className="mt-2" onClick={() => void card.refetch()}>
              {t('how.retry')}
            </Button>
          </div>
        )}
        {card.data !== undefined && <ModelCardView card={card.data} unit={unit} />}
      </div>
    </section>
  );
}

function ModelCardView({ card, unit }: { card: ModelCard; unit: string }) {
  const { t } = useTranslation('predictions');
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p className="text-base text-slate-800">{card.summary}</p>
      <Part title={t('how.data')}>
        <p>{card.data.name}</p>
        <p className="mt-1">
          {t('how.target', { target: card.data.target })}
          {card.data.class_balance === undefined ? '' : ` (${card.data.class_balance.replace(/\.$/, '')})`}
        </p>
        <p className="mt-1">{t('how.licence', { licence: card.data.licence })}</p>
        <p className="mt-1">{t('how.source', { source: card.data.citation })}</p>
        <List items={card.data.notes} />
      </Part>
      <div className="grid gap-5 md:grid-cols-2">
        <Part title={t('how.intended')}>
          <List items={card.intended_use} />
        </Part>
        <Part title={t('how.notIntended')}>
          <List items={card.not_intended_use} />
        </Part>
      </div>
      <Part title={t('how.model')}>
        <p>
          {t('how.version', { name: card.model.name, version: card.version })} {card.model.reason}
        </p>
        <p className="mt-1">{t('how.method', { method: card.model.explanation_method })}</p>
      </Part>
      {card.reading_notes !== undefined && card.reading_notes.length > 0 && (
        <Part title={t('how.reading')}>
          <p>{t('how.readingLead')}</p>
          <dl className="mt-2 space-y-2">
            {card.reading_notes.map((note) => (
              <div key={`${note.field}:${note.applies_to}`}>
                <dt className="font-medium text-slate-900">{note.applies_to}</dt>
                <dd>{note.note}</dd>
              </div>
            ))}
          </dl>
        </Part>
      )}
      <Part title={t('how.quality')}>
        <p>{card.evaluation.protocol}</p>
        <MetricsTable metrics={card.metrics} unit={unit} />
        {card.secondary_evaluation !== undefined && (
          <>
            <p className="mt-3">{card.secondary_evaluation.protocol}</p>
            <MetricsTable metrics={card.secondary_evaluation.metrics} unit={unit} />
          </>
        )}
      </Part>
      <Part title={t('how.limits')}>
        <List items={card.limitations} />
      </Part>
      <p className="rounded-md bg-slate-50 px-4 py-3">{card.disclaimer}</p>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-1 text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function MetricsTable({ metrics, unit }: { metrics: Metrics; unit: string }) {
  const { t } = useTranslation('predictions');
  const rows = metricLabels.flatMap((metric) => {
    const summary = metrics[metric.key];
    return summary === undefined ? [] : [{ ...metric, summary }];
  });
  return (
    <table className="mt-2 w-full max-w-xl border-collapse">
      <thead>
        <tr className="border-b border-slate-300 text-left">
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            {t('how.measure')}
          </th>
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            {t('how.mean')}
          </th>
          <th scope="col" className="py-1.5 font-semibold">
            {t('how.spread')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, format, summary }) => (
          <tr key={key} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {t(`how.metrics.${key}`)}
            </th>
            <td className="py-1.5 pr-3">{format(summary.mean, unit)}</td>
            <td className="py-1.5">{format(summary.sd, unit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

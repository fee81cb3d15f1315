import { answersByLinkId, type Questionnaire, type QuestionnaireItem, type QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import type { InstrumentScore } from '@clinvia/contracts/questionnaire-scoring';
import { enabledLinkIds } from '@clinvia/contracts/questionnaire-validate';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/i18n';
import { Badge } from '../ui/Badge';
import { answerText, type AnswerWords } from './answers';

/*
 * INTAKE-7: a response read back as question → answer, for the doctor and the staff: only the
 * questions that were shown and answered, in the questionnaire's order and sections, with the
 * server's score, band and flags when there is one. Answers are text, never HTML.
 */

export interface QuestionnaireAnswersProps {
  questionnaire: Questionnaire;
  response: QuestionnaireResponse;
  /** The server's score of the response (PHQ-9, GAD-7), when it has one. */
  score?: InstrumentScore | null;
  /** The heading level of the title; the sections take the next one. */
  headingLevel?: 2 | 3 | 4;
}

type Answers = ReturnType<typeof answersByLinkId>;

function answered(item: QuestionnaireItem, answers: Answers, enabled: ReadonlySet<string>): boolean {
  if (!enabled.has(item.linkId)) return false;
  if (item.type === 'group') return (item.item ?? []).some((child) => answered(child, answers, enabled));
  return (answers.get(item.linkId) ?? []).length > 0;
}

/** Runs of questions as lists, sections between them, in the questionnaire's order. */
function runsOf(items: readonly QuestionnaireItem[]): (QuestionnaireItem | QuestionnaireItem[])[] {
  const runs: (QuestionnaireItem | QuestionnaireItem[])[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (item.type === 'group') runs.push(item);
    else if (Array.isArray(last)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

function Rows({ items, answers, enabled, flagged, level, words }: { items: readonly QuestionnaireItem[]; answers: Answers; enabled: ReadonlySet<string>; flagged: ReadonlySet<string>; level: number; words: AnswerWords }): ReactNode {
  const { t } = useTranslation('questionnaire');
  const Heading = `h${String(Math.min(level, 6))}` as 'h3';
  return runsOf(items.filter((item) => answered(item, answers, enabled))).map((run) =>
    Array.isArray(run) ? (
      <dl key={run[0]?.linkId} className="divide-y divide-slate-100">
        {run.map((item) => (
          <div key={item.linkId} className="grid gap-1 py-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm text-slate-600">{item.text}</dt>
            <dd className="text-sm font-medium break-words whitespace-pre-line text-slate-900">
              {(answers.get(item.linkId) ?? []).map((answer) => answerText(item, answer, words)).join(', ')}
              {/* A space before the flag: read aloud or copied, 'Several days Needs attention', not run together. */}
              {flagged.has(item.linkId) ? ' ' : null}
              {flagged.has(item.linkId) ? (
                <span className="ml-1 inline-flex align-middle">
                  <Badge tone="red">{t('attention')}</Badge>
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    ) : (
      <section key={run.linkId} className="my-3 border-l-2 border-slate-200 pl-3">
        {run.text !== undefined ? <Heading className="text-sm font-semibold text-slate-900">{run.text}</Heading> : null}
        <Rows items={run.item ?? []} answers={answers} enabled={enabled} flagged={flagged} level={level + 1} words={words} />
      </section>
    ),
  );
}

export function QuestionnaireAnswers({ questionnaire, response, score, headingLevel = 3 }: QuestionnaireAnswersProps) {
  const answers = answersByLinkId(response);
  const enabled = enabledLinkIds(questionnaire, response);
  const flagged = new Set((score?.flags ?? []).map((flag) => flag.linkId));
  const Title = `h${String(headingLevel)}` as 'h3';
  const any = questionnaire.item.some((item) => answered(item, answers, enabled));
  const { t } = useTranslation('questionnaire');
  const words: AnswerWords = { yes: t('yes'), no: t('no'), language: useLanguage() };
  return (
    <section aria-label={t('answersOf', { title: questionnaire.title })} className="rounded-lg border border-slate-200 bg-white p-4">
      <Title className="text-base font-semibold text-slate-900">{questionnaire.title}</Title>
      {score ? (
        <div className="mt-2 space-y-2">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span>
              {t('score', { instrument: score.instrument })} <strong>{score.score}</strong>
            </span>
            <Badge tone="slate">
              {t('band', { band: score.band })}
            </Badge>
          </p>
          {score.flags.length > 0 ? (
            <ul className="space-y-1">
              {score.flags.map((flag) => (
                <li key={flag.linkId} className="flex items-start gap-2 rounded-md border-2 border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    {t('attentionOf', { message: flag.message })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-slate-600">
            {t('source', { source: score.source })}
          </p>
        </div>
      ) : null}
      <div className="mt-2">
        {any ? <Rows items={questionnaire.item} answers={answers} enabled={enabled} flagged={flagged} level={headingLevel + 1} words={words} /> : <p className="text-sm text-slate-600">{t('noAnswers')}</p>}
      </div>
    </section>
  );
}

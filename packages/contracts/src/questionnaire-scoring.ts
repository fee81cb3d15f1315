import { flattenItems, type Questionnaire, type QuestionnaireResponse, type QuestionnaireResponseItem } from './questionnaire';
import { FREQUENCY_ANSWERS, GAD7_CODE, GAD7_ITEMS, LOINC, PHQ9_CODE, PHQ9_ITEMS } from './questionnaire-instruments';

/*
 * INTAKE-5: the published scoring of PHQ-9 and GAD-7. Each item scores 0 to 3 by the LOINC
 * frequency answer chosen (answer list LL358-3), the total is their sum, and the severity band
 * follows the authors' cut-points. The server computes it; the browser only shows it.
 */

export interface ScoreFlag {
  linkId: string;
  message: string;
}

export interface InstrumentScore {
  instrument: 'PHQ-9' | 'GAD-7';
  score: number;
  band: string;
  flags: ScoreFlag[];
  source: string;
}

interface Band {
  min: number;
  label: string;
}

interface Instrument {
  name: InstrumentScore['instrument'];
  code: string;
  items: readonly { code: string }[];
  /** Lowest total of each band, in rising order. */
  bands: readonly Band[];
  source: string;
}

export const PHQ9_SOURCE =
  'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.';
export const GAD7_SOURCE =
  'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.';

/** PHQ-9 item 9 screens for thoughts of death or self-harm: any answer above 'Not at all' is flagged for the clinician, whatever the total. */
export const PHQ9_ITEM9_FLAG = 'PHQ-9 item 9 (thoughts of being better off dead or of self-harm) answered above "Not at all"';

const INSTRUMENTS: readonly Instrument[] = [
  {
    name: 'PHQ-9',
    code: PHQ9_CODE,
    items: PHQ9_ITEMS,
    // Kroenke, Spitzer & Williams 2001: 5, 10, 15 and 20 mark mild, moderate, moderately severe and severe.
    bands: [
      { min: 0, label: 'Minimal' },
      { min: 5, label: 'Mild' },
      { min: 10, label: 'Moderate' },
      { min: 15, label: 'Moderately severe' },
      { min: 20, label: 'Severe' },
    ],
    source: PHQ9_SOURCE,
  },
  {
    name: 'GAD-7',
    code: GAD7_CODE,
    items: GAD7_ITEMS,
    // Spitzer et al. 2006: 5, 10 and 15 mark mild, moderate and severe anxiety.
    bands: [
      { min: 0, label: 'Minimal' },
      { min: 5, label: 'Mild' },
      { min: 10, label: 'Moderate' },
      { min: 15, label: 'Severe' },
    ],
    source: GAD7_SOURCE,
  },
];

const isLoinc = (system: string | undefined) => system === undefined || system === LOINC;

function answersOf(response: QuestionnaireResponse, linkId: string): QuestionnaireResponseItem['answer'] {
  const find = (items: readonly QuestionnaireResponseItem[]): QuestionnaireResponseItem | undefined => {
    for (const item of items) {
      if (item.linkId === linkId) return item;
      const inner = find(item.item ?? []);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return find(response.item ?? [])?.answer;
}

/**
 * The instrument's score, recognised by the questionnaire's code (LOINC 44249-1 PHQ-9, 69737-5
 * GAD-7), its items by their LOINC codes. Null when the questionnaire is neither, or when an
 * item is unanswered or answered off the scale: the published scoring has no total for a
 * partial form, and a guessed one could read as 'minimal'.
 */
export function scoreResponse(questionnaire: Questionnaire, response: QuestionnaireResponse): InstrumentScore | null {
  const instrument = INSTRUMENTS.find((candidate) => (questionnaire.code ?? []).some((code) => isLoinc(code.system) && code.code === candidate.code));
  if (instrument === undefined) return null;
  const items = flattenItems(questionnaire.item);
  let score = 0;
  const flags: ScoreFlag[] = [];
  for (const [index, scored] of instrument.items.entries()) {
    const item = items.find((candidate) => (candidate.code ?? []).some((code) => isLoinc(code.system) && code.code === scored.code));
    if (item === undefined) return null;
    const answers = answersOf(response, item.linkId) ?? [];
    const coding = answers.length === 1 ? answers[0]?.valueCoding : undefined;
    const points = coding !== undefined && isLoinc(coding.system) ? FREQUENCY_ANSWERS.find((answer) => answer.code === coding.code)?.points : undefined;
    if (points === undefined) return null;
    score += points;
    if (instrument.name === 'PHQ-9' && index === 8 && points > 0) flags.push({ linkId: item.linkId, message: PHQ9_ITEM9_FLAG });
  }
  const band = instrument.bands.filter((candidate) => score >= candidate.min).at(-1)?.label ?? '';
  return { instrument: instrument.name, score, band, flags, source: instrument.source };
}

import type { Coding, Questionnaire, QuestionnaireItem } from './questionnaire';

/*
 * INTAKE-4: PHQ-9 and GAD-7 as questionnaires of the subset, coded with LOINC so scoring
 * (questionnaire-scoring.ts) finds their items whatever the linkIds. Both instruments were
 * developed by Drs. Spitzer, Williams, Kroenke and colleagues with an educational grant from
 * Pfizer; no permission is required to reproduce, translate, display or distribute them.
 * The demo data and the staff console start from these.
 */

export const LOINC = 'http://loinc.org';

/** LOINC answer list LL358-3, the frequency scale both instruments share, with its points. */
export const FREQUENCY_ANSWERS = [
  { code: 'LA6568-5', display: 'Not at all', points: 0 },
  { code: 'LA6569-3', display: 'Several days', points: 1 },
  { code: 'LA6570-1', display: 'More than half the days', points: 2 },
  { code: 'LA6571-9', display: 'Nearly every day', points: 3 },
] as const;

/** LOINC answer list LL359-1 of the functional question at the end of both forms (not scored). */
export const DIFFICULTY_ANSWERS = [
  { code: 'LA6572-7', display: 'Not difficult at all' },
  { code: 'LA6573-5', display: 'Somewhat difficult' },
  { code: 'LA6575-0', display: 'Very difficult' },
  { code: 'LA6574-3', display: 'Extremely difficult' },
] as const;

export const PHQ9_CODE = '44249-1';
export const GAD7_CODE = '69737-5';
/**
 * 'How difficult have these problems made it for you to do your work, take care of things at
 * home, or get along with other people?': one LOINC term, 69722-7, for both forms; it is the
 * term that carries answer list LL359-1 (loinc.org/LL359-1). GAD-7 used to carry 69726-8 here,
 * which is not that question (it does not take LL359-1).
 */
export const DIFFICULTY_CODE = '69722-7';

/** The nine PHQ-9 items in the form's order, by LOINC code. Item 9 is the one flagged. */
export const PHQ9_ITEMS = [
  { code: '44250-9', text: 'Little interest or pleasure in doing things' },
  { code: '44255-8', text: 'Feeling down, depressed, or hopeless' },
  { code: '44259-0', text: 'Trouble falling or staying asleep, or sleeping too much' },
  { code: '44254-1', text: 'Feeling tired or having little energy' },
  { code: '44251-7', text: 'Poor appetite or overeating' },
  { code: '44258-2', text: 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down' },
  { code: '44252-5', text: 'Trouble concentrating on things, such as reading the newspaper or watching television' },
  {
    code: '44253-3',
    text: 'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  },
  { code: '44260-8', text: 'Thoughts that you would be better off dead or of hurting yourself in some way' },
] as const;

/** The seven GAD-7 items in the form's order, by LOINC code. */
export const GAD7_ITEMS = [
  { code: '69725-0', text: 'Feeling nervous, anxious, or on edge' },
  { code: '68509-9', text: 'Not being able to stop or control worrying' },
  { code: '69733-4', text: 'Worrying too much about different things' },
  { code: '69734-2', text: 'Trouble relaxing' },
  { code: '69735-9', text: 'Being so restless that it is hard to sit still' },
  { code: '69689-8', text: 'Becoming easily annoyed or irritable' },
  { code: '69736-7', text: 'Feeling afraid, as if something awful might happen' },
] as const;

const STEM = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?';
const DIFFICULTY = 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';

function frequencyItem(linkId: string, code: string, text: string): QuestionnaireItem {
  return {
    linkId,
    code: [{ system: LOINC, code }],
    text,
    type: 'choice',
    required: true,
    answerOption: FREQUENCY_ANSWERS.map(({ code: answer, display }) => ({ valueCoding: { system: LOINC, code: answer, display } })),
  };
}

function instrument(prefix: string, title: string, code: Coding, items: readonly { code: string; text: string }[], difficultyCode: string): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    url: `https://clinvia.example/fhir/Questionnaire/${prefix}`,
    version: '1',
    title,
    status: 'active',
    code: [code],
    item: [
      { linkId: `${prefix}-stem`, type: 'display', text: STEM },
      ...items.map((item, index) => frequencyItem(`${prefix}-${String(index + 1)}`, item.code, item.text)),
      {
        linkId: `${prefix}-difficulty`,
        code: [{ system: LOINC, code: difficultyCode }],
        text: DIFFICULTY,
        type: 'choice',
        answerOption: DIFFICULTY_ANSWERS.map((answer) => ({ valueCoding: { system: LOINC, ...answer } })),
      },
    ],
  };
}

/** PHQ-9 (Kroenke, Spitzer & Williams 2001). */
export const phq9Questionnaire: Questionnaire = instrument(
  'phq-9',
  'Patient Health Questionnaire (PHQ-9)',
  { system: LOINC, code: PHQ9_CODE, display: 'PHQ-9 quick depression assessment panel' },
  PHQ9_ITEMS,
  DIFFICULTY_CODE,
);

/** GAD-7 (Spitzer, Kroenke, Williams & Löwe 2006). */
export const gad7Questionnaire: Questionnaire = instrument(
  'gad-7',
  'Generalized Anxiety Disorder (GAD-7)',
  { system: LOINC, code: GAD7_CODE, display: 'Generalized anxiety disorder 7 item (GAD-7)' },
  GAD7_ITEMS,
  DIFFICULTY_CODE,
);

import { describe, expect, it } from 'vitest';
import { flattenItems, type Questionnaire } from './questionnaire';
import { DIFFICULTY_ANSWERS, FREQUENCY_ANSWERS, gad7Questionnaire, LOINC, phq9Questionnaire } from './questionnaire-instruments';

/*
 * INTAKE-4: every LOINC code the instruments carry, pinned. Checked on 2026-11-29 against LOINC's
 * own pages (Regenstrief, LOINC 2.77/2.78):
 * - loinc.org/69729-2 (the PHQ-SADS panel, which lists the PHQ-9 and GAD-7 items with their codes);
 * - loinc.org/LL358-3 (the 0–3 frequency answers, and the item terms that use them);
 * - loinc.org/LL359-1 (the 'how difficult' answers; used by 69722-7 and 44256-6 only);
 * - loinc.org/44261-6 (member of panel 44249-1, PHQ-9 quick depression assessment panel);
 * - the 69737-5 GAD-7 panel as LOINC's LHC-Forms publish it.
 */

const codesOf = (questionnaire: Questionnaire) =>
  flattenItems(questionnaire.item)
    .filter((item) => item.code !== undefined)
    .map((item) => [item.linkId, (item.code ?? []).map((code) => `${code.system ?? ''}|${code.code}`).join(' ')]);

describe('the LOINC codes of PHQ-9 and GAD-7 (INTAKE-4)', () => {
  it('codes the PHQ-9 panel, its nine items and the difficulty question as LOINC does', () => {
    expect(phq9Questionnaire.code).toEqual([{ system: LOINC, code: '44249-1', display: 'PHQ-9 quick depression assessment panel' }]);
    expect(codesOf(phq9Questionnaire)).toEqual([
      ['phq-9-1', `${LOINC}|44250-9`], // Little interest or pleasure in doing things
      ['phq-9-2', `${LOINC}|44255-8`], // Feeling down, depressed, or hopeless
      ['phq-9-3', `${LOINC}|44259-0`], // Trouble falling or staying asleep, or sleeping too much
      ['phq-9-4', `${LOINC}|44254-1`], // Feeling tired or having little energy
      ['phq-9-5', `${LOINC}|44251-7`], // Poor appetite or overeating
      ['phq-9-6', `${LOINC}|44258-2`], // Feeling bad about yourself …
      ['phq-9-7', `${LOINC}|44252-5`], // Trouble concentrating on things …
      ['phq-9-8', `${LOINC}|44253-3`], // Moving or speaking so slowly …
      ['phq-9-9', `${LOINC}|44260-8`], // Thoughts that you would be better off dead …
      ['phq-9-difficulty', `${LOINC}|69722-7`], // How difficult have these made it … (LL359-1)
    ]);
  });

  it('codes the GAD-7 panel, its seven items and the same difficulty question as LOINC does', () => {
    expect(gad7Questionnaire.code).toEqual([{ system: LOINC, code: '69737-5', display: 'Generalized anxiety disorder 7 item (GAD-7)' }]);
    expect(codesOf(gad7Questionnaire)).toEqual([
      ['gad-7-1', `${LOINC}|69725-0`], // Feeling nervous, anxious or on edge
      ['gad-7-2', `${LOINC}|68509-9`], // Not being able to stop or control worrying
      ['gad-7-3', `${LOINC}|69733-4`], // Worrying too much about different things
      ['gad-7-4', `${LOINC}|69734-2`], // Trouble relaxing
      ['gad-7-5', `${LOINC}|69735-9`], // Being so restless that it is hard to sit still
      ['gad-7-6', `${LOINC}|69689-8`], // Becoming easily annoyed or irritable
      ['gad-7-7', `${LOINC}|69736-7`], // Feeling afraid as if something awful might happen
      ['gad-7-difficulty', `${LOINC}|69722-7`], // LL359-1's question; 69726-8 was wrong here
    ]);
  });

  it('answers with LL358-3 (0–3) and LL359-1, in the forms’ order', () => {
    expect(FREQUENCY_ANSWERS.map(({ code, points }) => [code, points])).toEqual([
      ['LA6568-5', 0],
      ['LA6569-3', 1],
      ['LA6570-1', 2],
      ['LA6571-9', 3],
    ]);
    expect(DIFFICULTY_ANSWERS.map(({ code, display }) => `${code} ${display}`)).toEqual([
      'LA6572-7 Not difficult at all',
      'LA6573-5 Somewhat difficult',
      'LA6575-0 Very difficult',
      'LA6574-3 Extremely difficult',
    ]);
    for (const questionnaire of [phq9Questionnaire, gad7Questionnaire]) {
      const options = flattenItems(questionnaire.item).flatMap((item) => (item.answerOption ?? []).map((option) => option.valueCoding?.system));
      expect(new Set(options)).toEqual(new Set([LOINC]));
    }
  });
});

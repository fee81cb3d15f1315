import { flattenItems, type Questionnaire, type QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { phq9Questionnaire } from '@clinvia/contracts/questionnaire-instruments';
import { scoreResponse } from '@clinvia/contracts/questionnaire-scoring';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { QuestionnaireAnswers } from './QuestionnaireAnswers';
import { QuestionnaireForm } from './QuestionnaireForm';
import { phq9Response } from '../../test/fixtures';

// I18N-8: the questionnaire form and its summary in the pseudo-language: no word that did not
// come through a catalogue. The questionnaire's own words, the answers and the score's band,
// flags and source are data, left out.

const intake: Questionnaire = {
  resourceType: 'Questionnaire',
  title: 'General intake',
  status: 'active',
  item: [
    { linkId: 'smoke', type: 'boolean', text: 'Do you smoke?', required: true },
    { linkId: 'allergies', type: 'open-choice', text: 'Allergies', answerOption: [{ valueString: 'Nuts' }] },
  ],
};

/** Data, longest first: a shorter piece taken out first would leave the rest of a longer one. */
const longestFirst = (texts: string[]) => [...texts].sort((a, b) => b.length - a.length);

/** Every word the questionnaire itself brings: its title, its questions and its options. */
function wordsOf(questionnaire: Questionnaire): string[] {
  return [
    questionnaire.title,
    ...flattenItems(questionnaire.item).flatMap((item) => [item.text ?? '', ...(item.answerOption ?? []).map((option) => option.valueCoding?.display ?? option.valueString ?? '')]),
  ].filter((text) => text !== '');
}

describe('the questionnaire pieces in the pseudo-language (I18N-8)', () => {
  it('shows the form, its required marks, its yes/no, its Other box and its summary of problems translated', async () => {
    await inPseudoLanguage();
    const response: QuestionnaireResponse = { resourceType: 'QuestionnaireResponse', questionnaire: 'x', status: 'in-progress', item: [{ linkId: 'allergies', answer: [{ valueString: 'Latex' }] }] };
    const { container } = render(<QuestionnaireForm questionnaire={intake} value={response} onChange={() => undefined} errors={[{ linkId: 'smoke', message: 'Answer this question.' }]} />);
    expect(await screen.findByRole('textbox')).toHaveValue('Latex');
    expect(untranslated(readable(container), longestFirst([...wordsOf(intake), 'Latex', 'Answer this question.']))).toEqual([]);
  });

  it('shows the answers with their score, band, flags and source translated', async () => {
    await inPseudoLanguage();
    const phq9 = phq9Response([2, 2, 1, 2, 1, 1, 2, 0, 1]);
    const score = scoreResponse(phq9Questionnaire, phq9);
    if (score === null) throw new Error('PHQ-9 is scored');
    const { container } = render(<QuestionnaireAnswers questionnaire={phq9Questionnaire} response={phq9} score={score} />);
    const data = [...wordsOf(phq9Questionnaire), score.instrument, score.band, score.source, ...score.flags.map((flag) => flag.message)];
    expect(untranslated(readable(container), longestFirst(data))).toEqual([]);
  });
});

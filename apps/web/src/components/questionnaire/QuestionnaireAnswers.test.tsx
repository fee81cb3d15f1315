import type { Questionnaire, QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { phq9Questionnaire } from '@clinvia/contracts/questionnaire-instruments';
import { PHQ9_ITEM9_FLAG, scoreResponse } from '@clinvia/contracts/questionnaire-scoring';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionnaireAnswers } from './QuestionnaireAnswers';
import { phq9Response } from '../../test/fixtures';

// INTAKE-7: a response read back as question → answer, with the score, band and flags.

const intake: Questionnaire = {
  resourceType: 'Questionnaire',
  title: 'General intake',
  status: 'active',
  item: [
    { linkId: 'intro', type: 'display', text: 'A few questions before your visit.' },
    { linkId: 'reason', type: 'text', text: 'Reason for the visit' },
    {
      linkId: 'habits',
      type: 'group',
      text: 'Habits',
      item: [
        { linkId: 'smoke', type: 'boolean', text: 'Do you smoke?' },
        { linkId: 'perDay', type: 'integer', text: 'Cigarettes a day', enableWhen: [{ question: 'smoke', operator: '=', answerBoolean: true }] },
        { linkId: 'since', type: 'date', text: 'Smoking since' },
      ],
    },
    { linkId: 'weight', type: 'decimal', text: 'Weight (kg)' },
    { linkId: 'allergies', type: 'open-choice', text: 'Allergies', repeats: true, answerOption: [{ valueCoding: { code: 'nut', display: 'Nuts' } }] },
    { linkId: 'unanswered', type: 'string', text: 'Anything else?' },
  ],
};

const response: QuestionnaireResponse = {
  resourceType: 'QuestionnaireResponse',
  questionnaire: 'x',
  status: 'completed',
  item: [
    { linkId: 'reason', answer: [{ valueString: '<b>Headache</b>\nsince Monday' }] },
    {
      linkId: 'habits',
      item: [
        { linkId: 'smoke', answer: [{ valueBoolean: false }] },
        // Stored before a rule changed: a disabled question's answer is not shown.
        { linkId: 'perDay', answer: [{ valueInteger: 10 }] },
        { linkId: 'since', answer: [{ valueDate: '2001-03-09' }] },
      ],
    },
    { linkId: 'weight', answer: [{ valueDecimal: 72.5 }] },
    { linkId: 'allergies', answer: [{ valueCoding: { code: 'nut' } }, { valueString: 'Latex' }] },
  ],
};

const answerOf = (question: string) => screen.getByText(question).nextElementSibling;

describe('the answers summary (INTAKE-7)', () => {
  it("lists the shown, answered questions in the questionnaire's order and sections, as text", () => {
    render(<QuestionnaireAnswers questionnaire={intake} response={response} />);
    expect(screen.getByRole('heading', { name: 'General intake' })).toBeInTheDocument();
    expect(answerOf('Reason for the visit')).toHaveTextContent('<b>Headache</b> since Monday');
    expect(document.querySelector('b')).toBeNull();
    const habits = screen.getByRole('heading', { name: 'Habits' }).closest('section');
    if (habits === null) throw new Error('no Habits section');
    expect(within(habits).getByText('Do you smoke?').nextElementSibling).toHaveTextContent('No');
    expect(within(habits).getByText('Smoking since').nextElementSibling).toHaveTextContent('Mar 9, 2001');
    expect(within(habits).queryByText('Cigarettes a day')).not.toBeInTheDocument();
    expect(answerOf('Weight (kg)')).toHaveTextContent('72.5');
    expect(answerOf('Allergies')).toHaveTextContent('Nuts, Latex');
    expect(screen.queryByText('Anything else?')).not.toBeInTheDocument();
    expect(screen.queryByText('A few questions before your visit.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Reason for the visit', 'Do you smoke?', 'Smoking since', 'Weight (kg)', 'Allergies']);
  });

  it('shows the score, its band, the source and a flag beside the flagged answer', () => {
    const phq9 = phq9Response([2, 2, 1, 2, 1, 1, 2, 0, 1]);
    const score = scoreResponse(phq9Questionnaire, phq9);
    render(<QuestionnaireAnswers questionnaire={phq9Questionnaire} response={phq9} score={score} />);
    expect(screen.getByText(/PHQ-9 score/)).toHaveTextContent('PHQ-9 score: 12');
    expect(screen.getByText('Severity: Moderate')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(`Needs attention: ${PHQ9_ITEM9_FLAG}`);
    expect(screen.getByText(/Scoring:/)).toHaveTextContent('Kroenke K, Spitzer RL, Williams JBW');
    expect(answerOf('Thoughts that you would be better off dead or of hurting yourself in some way')).toHaveTextContent(/^Several days Needs attention$/);
    expect(answerOf('Little interest or pleasure in doing things')).toHaveTextContent(/^More than half the days$/);
  });

  it('says so when nothing was answered', () => {
    render(<QuestionnaireAnswers questionnaire={intake} response={{ ...response, item: [] }} />);
    expect(screen.getByText('No answers given.')).toBeInTheDocument();
  });
});

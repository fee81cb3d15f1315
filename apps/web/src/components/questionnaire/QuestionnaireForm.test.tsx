import type { Questionnaire, QuestionnaireResponse } from '@clinvia/contracts/questionnaire';
import { initialResponse, questionnaireMessages, validateResponse, type ValidationError } from '@clinvia/contracts/questionnaire-validate';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionnaireForm } from './QuestionnaireForm';

// INTAKE-6: the questionnaire form: enabled items only, live; a control per type; the
// validator's messages under their questions.

const intake: Questionnaire = {
  resourceType: 'Questionnaire',
  url: 'https://clinvia.example/q/intake',
  version: '1',
  title: 'General intake',
  status: 'active',
  item: [
    { linkId: 'intro', type: 'display', text: 'A few questions before your visit.' },
    { linkId: 'reason', type: 'text', text: 'Reason for the visit', required: true, maxLength: 20 },
    {
      linkId: 'habits',
      type: 'group',
      text: 'Habits',
      item: [
        { linkId: 'smoke', type: 'boolean', text: 'Do you smoke?', required: true },
        { linkId: 'perDay', type: 'integer', text: 'Cigarettes a day', required: true, enableWhen: [{ question: 'smoke', operator: '=', answerBoolean: true }] },
        { linkId: 'since', type: 'date', text: 'Smoking since' , enableWhen: [{ question: 'smoke', operator: '=', answerBoolean: true }] },
      ],
    },
    { linkId: 'weight', type: 'decimal', text: 'Weight (kg)' },
    {
      linkId: 'allergies',
      type: 'open-choice',
      text: 'Allergies',
      repeats: true,
      maxLength: 30,
      answerOption: [{ valueCoding: { code: 'pen', display: 'Penicillin' } }, { valueCoding: { code: 'nut', display: 'Nuts' } }],
    },
    { linkId: 'visit', type: 'choice', text: 'Kind of visit', answerOption: [{ valueString: 'First visit' }, { valueString: 'Follow-up' }] },
  ],
};

/** The form in a page that keeps its value and validates on 'Check', as the check-in step does. */
function Harness({ onValue, readOnly }: { onValue?: (value: QuestionnaireResponse) => void; readOnly?: boolean }) {
  const [value, setValue] = useState(() => initialResponse(intake));
  const [errors, setErrors] = useState<ValidationError[]>([]);
  return (
    <>
      <QuestionnaireForm
        questionnaire={intake}
        value={value}
        readOnly={readOnly}
        errors={errors}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button
        type="button"
        onClick={() => {
          const result = validateResponse(intake, value, { partial: false });
          setErrors(result.ok ? [] : result.errors);
        }}
      >
        Check
      </button>
    </>
  );
}

const smoke = () => screen.getByRole('group', { name: /Do you smoke\?/ });

describe('the questionnaire form (INTAKE-6)', () => {
  it('shows a conditional question only while its condition holds, and keeps what was typed there', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn<(value: QuestionnaireResponse) => void>();
    render(<Harness onValue={onValue} />);
    expect(screen.getByText('A few questions before your visit.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Habits' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Cigarettes a day/)).not.toBeInTheDocument();

    await user.click(within(smoke()).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText(/Cigarettes a day/), '12');
    expect(onValue).toHaveBeenLastCalledWith(
      expect.objectContaining({
        item: [{ linkId: 'habits', text: 'Habits', item: [
          { linkId: 'smoke', text: 'Do you smoke?', answer: [{ valueBoolean: true }] },
          { linkId: 'perDay', text: 'Cigarettes a day', answer: [{ valueInteger: 12 }] },
        ] }],
      }),
    );

    await user.click(within(smoke()).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/Cigarettes a day/)).not.toBeInTheDocument();
    // The hidden question's answer leaves the response (the validator would refuse it) …
    expect(onValue).toHaveBeenLastCalledWith(expect.objectContaining({ item: [{ linkId: 'habits', text: 'Habits', item: [{ linkId: 'smoke', text: 'Do you smoke?', answer: [{ valueBoolean: false }] }] }] }));
    // … and comes back with the question.
    await user.click(within(smoke()).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Cigarettes a day/)).toHaveValue('12');
    expect(onValue.mock.lastCall?.[0].item?.[0]?.item?.[1]).toEqual({ linkId: 'perDay', text: 'Cigarettes a day', answer: [{ valueInteger: 12 }] });
  });

  it("puts each of the validator's messages under its question, tied to it, and says how many there are", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const reason = screen.getByLabelText(/Reason for the visit/);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(questionnaireMessages.required));
    expect(smoke()).toHaveAccessibleDescription(questionnaireMessages.required);
    expect(screen.getByRole('status')).toHaveTextContent('2 answers need your attention.');

    await user.type(reason, 'Headache since Monday');
    await user.click(within(smoke()).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    // 21 characters against a limit of 20: the text stays as typed, the counter and the message say so.
    expect(reason).toHaveValue('Headache since Monday');
    expect(reason).toHaveAccessibleDescription('Please use at most 20 characters 21 / 20 characters');
    expect(smoke()).not.toHaveAccessibleDescription();
    expect(screen.getByRole('status')).toHaveTextContent('1 answer needs your attention.');
  });

  it('keeps a number as typed, takes a decimal comma and says when a number does not read as one', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn<(value: QuestionnaireResponse) => void>();
    render(<Harness onValue={onValue} />);
    const weight = screen.getByLabelText('Weight (kg)');
    await user.type(weight, '72,5');
    expect(weight).toHaveValue('72,5');
    expect(onValue.mock.lastCall?.[0].item).toContainEqual({ linkId: 'weight', text: 'Weight (kg)', answer: [{ valueDecimal: 72.5 }] });

    await user.click(within(smoke()).getByRole('radio', { name: 'Yes' }));
    const perDay = screen.getByLabelText(/Cigarettes a day/);
    await user.type(perDay, '1.5');
    await user.tab();
    expect(perDay).toHaveValue('1.5');
    expect(perDay).toHaveAccessibleDescription(questionnaireMessages.integer);
    expect(JSON.stringify(onValue.mock.lastCall?.[0])).not.toContain('perDay');
    await user.clear(perDay);
    await user.type(perDay, '2');
    expect(perDay).not.toHaveAccessibleDescription();
  });

  it('ticks several options and writes an Other answer in an open choice; picks one option in a single choice', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn<(value: QuestionnaireResponse) => void>();
    render(<Harness onValue={onValue} />);
    const allergies = screen.getByRole('group', { name: 'Allergies' });
    await user.click(within(allergies).getByRole('checkbox', { name: 'Nuts' }));
    await user.click(within(allergies).getByRole('checkbox', { name: 'Other' }));
    await user.type(within(allergies).getByRole('textbox', { name: 'Your answer' }), 'Latex');
    expect(onValue.mock.lastCall?.[0].item).toContainEqual({ linkId: 'allergies', text: 'Allergies', answer: [{ valueCoding: { code: 'nut', display: 'Nuts' } }, { valueString: 'Latex' }] });
    await user.click(within(allergies).getByRole('checkbox', { name: 'Penicillin' }));
    expect(onValue.mock.lastCall?.[0].item?.find((item) => item.linkId === 'allergies')?.answer).toHaveLength(3);
    await user.click(within(allergies).getByRole('checkbox', { name: 'Other' }));
    expect(within(allergies).queryByRole('textbox')).not.toBeInTheDocument();
    expect(onValue.mock.lastCall?.[0].item?.find((item) => item.linkId === 'allergies')?.answer).toEqual([
      { valueCoding: { code: 'nut', display: 'Nuts' } },
      { valueCoding: { code: 'pen', display: 'Penicillin' } },
    ]);

    const visit = screen.getByRole('group', { name: 'Kind of visit' });
    await user.click(within(visit).getByRole('radio', { name: 'First visit' }));
    await user.click(within(visit).getByRole('radio', { name: 'Follow-up' }));
    expect(within(visit).getByRole('radio', { name: 'First visit' })).not.toBeChecked();
    expect(onValue.mock.lastCall?.[0].item).toContainEqual({ linkId: 'visit', text: 'Kind of visit', answer: [{ valueString: 'Follow-up' }] });
  });

  it('marks required questions in words and is keyboard-operable', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByLabelText('Reason for the visit (required)')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Weight (kg)')).not.toHaveAttribute('aria-required');
    await user.tab();
    expect(screen.getByLabelText(/Reason for the visit/)).toHaveFocus();
    await user.tab();
    expect(within(smoke()).getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(smoke()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.tab();
    expect(screen.getByLabelText(/Cigarettes a day/)).toHaveFocus();
  });

  it('shows the answers without letting them change when read-only', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn<(value: QuestionnaireResponse) => void>();
    render(<Harness onValue={onValue} readOnly />);
    await user.type(screen.getByLabelText(/Reason for the visit/), 'x');
    expect(screen.getByLabelText(/Reason for the visit/)).toHaveValue('');
    expect(within(smoke()).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('takes a saved draft handed in later, and keeps typing when the parent copies the value', async () => {
    const user = userEvent.setup();
    const saved: QuestionnaireResponse = { ...initialResponse(intake), item: [{ linkId: 'reason', answer: [{ valueString: 'Saved on my phone' }] }] };
    function Copying() {
      const [value, setValue] = useState(() => initialResponse(intake));
      return (
        <>
          <QuestionnaireForm questionnaire={intake} value={value} onChange={(next) => { setValue({ ...next }); }} />
          <button type="button" onClick={() => { setValue(saved); }}>Load</button>
        </>
      );
    }
    render(<Copying />);
    const weight = screen.getByLabelText('Weight (kg)');
    await user.type(weight, '70.');
    expect(weight).toHaveValue('70.');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByLabelText(/Reason for the visit/)).toHaveValue('Saved on my phone');
    expect(screen.getByLabelText('Weight (kg)')).toHaveValue('');
  });
});

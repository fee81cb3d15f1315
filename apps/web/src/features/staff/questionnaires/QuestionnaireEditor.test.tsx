import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import type { QuestionnaireDetail } from '@clinvia/contracts/questionnaires';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/api';
import { QuestionnaireEditor } from './QuestionnaireEditor';
import { renderWithQueries } from '../../../test/queries';

// INTAKE-11: the staff editor adds, reorders and removes questions, sets a condition, checks
// each field before sending, keeps the typing when the server refuses, and previews the form.

const smoking: Questionnaire = {
  resourceType: 'Questionnaire',
  url: 'urn:uuid:q-1',
  version: '1',
  title: 'Smoking',
  status: 'active',
  item: [
    { linkId: 'smoking', text: 'Do you smoke?', type: 'choice', required: true, answerOption: [{ valueCoding: { code: 'no', display: 'No' } }, { valueCoding: { code: 'yes', display: 'Yes' } }] },
    { linkId: 'age', text: 'How old are you?', type: 'integer' },
  ],
};

const detail = (questionnaire: Questionnaire, version = 1): QuestionnaireDetail => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: questionnaire.title,
  status: 'active',
  version,
  questionnaire,
  assignments: { all_visits: true, appointment_types: [], specializations: [] },
  versions: [{ version, created_at: '2026-11-29T00:00:00.000Z' }],
});

function renderEditor(initial: QuestionnaireDetail | null, onSaved = vi.fn()) {
  renderWithQueries(<QuestionnaireEditor initial={initial} onSaved={onSaved} />);
  return { user: userEvent.setup({ delay: null }), onSaved };
}

const questions = () => within(screen.getByRole('form', { name: 'Smoking' })).getAllByRole('listitem').filter((item) => item.getAttribute('aria-label')?.startsWith('Question'));

describe('the questionnaire editor (INTAKE-11)', () => {
  it('adds a question shown only when an earlier answer is given, sees it in the preview, and saves a new version', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'PUT /api/staff/questionnaires/00000000-0000-4000-8000-000000000001': (request) => {
        sent.push(request.body);
        return { body: { message: 'Saved as a new version.', questionnaire: detail(smoking, 2) } };
      },
    });
    const { user, onSaved } = renderEditor(detail(smoking));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Text, Question 3'), 'How many a day?');
    await user.selectOptions(screen.getByLabelText('Type, Question 3'), 'integer');
    await user.click(within(screen.getByRole('listitem', { name: 'Question 3' })).getByRole('button', { name: 'Show only when…' }));
    await user.selectOptions(screen.getByLabelText('Question, Condition 1, Question 3'), 'smoking');
    await user.selectOptions(screen.getByLabelText('Answer, Condition 1, Question 3'), 'yes');

    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).queryByText('How many a day?')).toBeNull();
    await user.click(within(preview).getByRole('radio', { name: 'Yes' }));
    expect(await within(preview).findByText('How many a day?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledWith(detail(smoking, 2), 'Saved as a new version.');
    });
    expect(sent).toEqual([
      {
        questionnaire: {
          ...smoking,
          item: [...smoking.item, { linkId: 'q3', text: 'How many a day?', type: 'integer', enableWhen: [{ question: 'smoking', operator: '=', answerCoding: { code: 'yes' } }] }],
        },
      },
    ]);
  });

  it('moves a question up and down and removes one', async () => {
    renderEditor(detail(smoking));
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Move down: Question 1' }));
    expect(screen.getByLabelText('Text, Question 1')).toHaveValue('How old are you?');
    expect(screen.getByLabelText('Text, Question 2')).toHaveValue('Do you smoke?');
    expect(screen.getByRole('button', { name: 'Move down: Question 2' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: Question 2' }));
    expect(screen.getByLabelText('Text, Question 1')).toHaveValue('Do you smoke?');
    await user.click(screen.getByRole('button', { name: 'Remove: Question 2' }));
    expect(questions()).toHaveLength(1);
    expect(screen.queryByLabelText('Text, Question 2')).toBeNull();
  });

  it('shows each field’s message before sending, and keeps the typing when the server refuses', async () => {
    let calls = 0;
    fakeApi({
      'PUT /api/staff/questionnaires/00000000-0000-4000-8000-000000000001': () => {
        calls += 1;
        return apiError(400, 'validation_error', 'Please correct the highlighted fields.', { 'questionnaire.item.1.linkId': 'Each question needs its own id: this one is used twice' });
      },
    });
    const { user, onSaved } = renderEditor(detail(smoking));
    await user.clear(screen.getByLabelText('Text, Question 2'));
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Text, Question 2')).toHaveAccessibleDescription(/required/i);
    expect(calls).toBe(0);

    await user.type(screen.getByLabelText('Text, Question 2'), 'Your age?');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Each question needs its own id: this one is used twice')).toBeInTheDocument();
    expect(screen.getByLabelText('Id, Question 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Text, Question 2')).toHaveValue('Your age?');
    expect(calls).toBe(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('builds a question inside a group with two conditions (any) and initial answers, previews it, says where a condition points too late, and saves FHIR JSON', async () => {
    const created: Questionnaire[] = [];
    fakeApi({
      'POST /api/staff/questionnaires': (request) => {
        const body = request.body as { questionnaire: Questionnaire };
        created.push(body.questionnaire);
        return { status: 201, body: { message: 'Questionnaire created.', questionnaire: detail(body.questionnaire) } };
      },
    });
    const { user, onSaved } = renderEditor(null);
    await user.type(screen.getByLabelText('Title'), 'Smoking habits');
    const add = () => user.click(screen.getByRole('button', { name: 'Add a question' }));
    await add();
    await user.type(screen.getByLabelText('Text, Question 1'), 'Do you smoke?');
    await user.selectOptions(screen.getByLabelText('Type, Question 1'), 'boolean');
    await add();
    await user.type(screen.getByLabelText('Text, Question 2'), 'Age');
    await user.selectOptions(screen.getByLabelText('Type, Question 2'), 'integer');
    await user.type(screen.getByLabelText(/^Initial answer, Question 2 \(optional\)$/), '30');
    await add();
    await user.selectOptions(screen.getByLabelText('Type, Question 3'), 'group');
    await user.type(screen.getByLabelText('Text, Question 3'), 'Details');
    await user.click(screen.getByRole('button', { name: 'Add a question to Question 3' }));
    await user.type(screen.getByLabelText('Text, Question 3.1'), 'How many a day?');
    await user.selectOptions(screen.getByLabelText('Type, Question 3.1'), 'integer');
    await user.type(screen.getByLabelText(/^Initial answer, Question 3\.1 \(optional\)$/), '10');
    const nested = screen.getByRole('listitem', { name: 'Question 3.1' });
    await user.click(within(nested).getByRole('button', { name: 'Show only when…' }));
    await user.selectOptions(screen.getByLabelText('Question, Condition 1, Question 3.1'), 'q1');
    await user.selectOptions(screen.getByLabelText('Answer, Condition 1, Question 3.1'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Add a condition, Question 3.1' }));
    expect(screen.getByLabelText('Question, Condition 2, Question 3.1')).toHaveValue('q2');
    await user.selectOptions(screen.getByLabelText('Operator, Condition 2, Question 3.1'), '>=');
    await user.type(screen.getByLabelText('Answer, Condition 2, Question 3.1'), '18');
    await user.selectOptions(screen.getByLabelText('Show when, Question 3.1'), 'any');

    // The preview opens as the patient's form: age 30 given, so 'any' holds and 10 is filled in.
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByLabelText(/Age/)).toHaveValue('30');
    expect(within(preview).getByLabelText(/How many a day\?/)).toHaveValue('10');

    // Moved above the questions it names, the group's question is refused at its conditions.
    await user.click(screen.getByRole('button', { name: 'Move up: Question 3' }));
    await user.click(screen.getByRole('button', { name: 'Move up: Question 2' }));
    await user.click(screen.getByRole('button', { name: 'Create questionnaire' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Question, Condition 1, Question 1.1')).toHaveAccessibleDescription('Choose a question asked before this one');
    expect(screen.getByLabelText('Question, Condition 2, Question 1.1')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Move down: Question 1' }));
    await user.click(screen.getByRole('button', { name: 'Move down: Question 2' }));
    await user.click(screen.getByRole('button', { name: 'Create questionnaire' }));
    await vi.waitFor(() => {
      expect(onSaved).toHaveBeenCalledTimes(1);
    });
    expect(created).toEqual([
      {
        resourceType: 'Questionnaire',
        status: 'active',
        title: 'Smoking habits',
        item: [
          { linkId: 'q1', text: 'Do you smoke?', type: 'boolean' },
          { linkId: 'q2', text: 'Age', type: 'integer', initial: [{ valueInteger: 30 }] },
          {
            linkId: 'q3',
            text: 'Details',
            type: 'group',
            item: [
              {
                linkId: 'q4',
                text: 'How many a day?',
                type: 'integer',
                initial: [{ valueInteger: 10 }],
                enableWhen: [
                  { question: 'q1', operator: '=', answerBoolean: true },
                  { question: 'q2', operator: '>=', answerInteger: 18 },
                ],
                enableBehavior: 'any',
              },
            ],
          },
        ],
      },
    ]);
  });

  it('says at the field when an initial answer is not of the question’s kind', async () => {
    fakeApi({});
    const { user } = renderEditor(detail(smoking));
    await user.type(screen.getByLabelText(/^Initial answer, Question 2 \(optional\)$/), 'forty');
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Initial answer, Question 2 \(optional\)$/)).toHaveAccessibleDescription(/Give a whole number/);
  });
});

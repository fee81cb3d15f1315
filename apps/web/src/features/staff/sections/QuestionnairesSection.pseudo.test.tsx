import type { Questionnaire } from '@clinvia/contracts/questionnaire';
import type { QuestionnaireDetail, QuestionnaireSummary } from '@clinvia/contracts/questionnaires';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/api';
import { inPseudoLanguage, readable, untranslated } from '../../../test/pseudo';
import QuestionnairesSection from './QuestionnairesSection';
import { renderWithQueries } from '../../../test/queries';

// I18N-8: /staff/questionnaires in the pseudo-language: the list, the editor with a question and
// a condition, and the assignments show no word that did not come through a catalogue (the
// titles, questions, visit types and specializations are the clinic's data). The patient's
// preview is the shared questionnaire form, checked with its own feature.

const id = '00000000-0000-4000-8000-000000000001';
const summary: QuestionnaireSummary = {
  id,
  title: 'Smoking',
  status: 'active',
  version: 2,
  updated_at: '2030-03-01T09:00:00.000Z',
  item_count: 1,
  assignments: { all_visits: true, appointment_types: ['Follow-up'], specializations: ['Cardiology'] },
  response_count: 14,
};
const smoking: Questionnaire = {
  resourceType: 'Questionnaire',
  url: 'urn:uuid:q-1',
  version: '2',
  title: 'Smoking',
  status: 'active',
  item: [
    { linkId: 'smoking', text: 'Do you smoke?', type: 'boolean' },
    { linkId: 'packs', text: 'Packs a day', type: 'integer', enableWhen: [{ question: 'smoking', operator: '=', answerBoolean: true }] },
  ],
};
const detail: QuestionnaireDetail = {
  id,
  title: 'Smoking',
  status: 'active',
  version: 2,
  questionnaire: smoking,
  assignments: { all_visits: false, appointment_types: [], specializations: ['Cardiology'] },
  versions: [{ version: 2, created_at: '2030-03-01T09:00:00.000Z' }],
};
const data = ['Smoking', 'Do you smoke?', 'Packs a day', 'smoking', 'packs', 'Follow-up', 'Cardiology', 'New Patient Visit', 'Annual Physical', 'Consultation'];

function renderSection(path: string) {
  renderWithQueries(<QuestionnairesSection />, { path, route: '/staff/questionnaires/*' });
}

/** What a person reads in `element` but for the region named `skip` (another feature's words). */
function readableBut(element: Element, skip?: Element): string[] {
  const copy = element.cloneNode(true) as Element;
  if (skip?.id) copy.querySelector(`#${skip.id}`)?.closest('section')?.remove();
  return readable(copy);
}

describe('the questionnaires in the pseudo-language (I18N-8)', { timeout: 30_000 }, () => {
  it('shows the list with no untranslated word', async () => {
    fakeApi({ 'GET /api/staff/questionnaires': { body: { questionnaires: [summary, { ...summary, id: '00000000-0000-4000-8000-000000000002', status: 'retired' }] } } });
    await inPseudoLanguage();
    renderSection('/staff/questionnaires');
    const section = (await screen.findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 15_000 })).closest('section') ?? document.body;
    await within(section).findByRole('table');
    expect(untranslated(readable(section), data)).toEqual([]);
  });

  it('shows a questionnaire’s editor and assignments with no untranslated word', async () => {
    fakeApi({
      'GET /api/staff/questionnaires/*': { body: detail },
      'GET /api/doctors/specializations': { body: ['Cardiology'] },
    });
    await inPseudoLanguage();
    renderSection(`/staff/questionnaires/${id}`);
    const section = (await screen.findByRole('heading', { level: 1, name: 'Smoking' }, { timeout: 15_000 })).closest('section') ?? document.body;
    await within(section).findAllByRole('checkbox', { name: 'Cardiology' });
    // A choice question with an answer and a second condition show the rest of the editor's words.
    const user = userEvent.setup({ delay: null });
    const second = within(section).getByRole('listitem', { name: i18next.t('staffQuestionnaires:questionNumber', { number: 2 }) });
    const type = within(second).getAllByRole('combobox').find((select) => select.querySelector('option[value="group"]') !== null);
    if (type === undefined) throw new Error('the second question has no type');
    await user.selectOptions(type, 'choice');
    await user.click(within(second).getByRole('button', { name: i18next.t('staffQuestionnaires:addChoice') }));
    await user.click(within(second).getByRole('button', { name: i18next.t('staffQuestionnaires:addAnotherConditionLabel', { name: i18next.t('staffQuestionnaires:questionNumber', { number: 2 }) }) }));
    const preview = document.getElementById('questionnaire-preview') ?? undefined;
    expect(untranslated(readableBut(section, preview), data)).toEqual([]);
  });
});

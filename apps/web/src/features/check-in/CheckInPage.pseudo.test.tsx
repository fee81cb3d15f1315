import type { CheckIn, CheckInStep } from '@clinvia/contracts/check-ins';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/api';
import { inPseudoLanguage, readable, untranslated } from '../../test/pseudo';
import { patient, renderApp } from '../../test/render';

// I18N-8: the check-in wizard, each of its steps (with the shared questionnaire form and consent
// signer) and its notices, in the pseudo-language: no word that did not come through a catalogue.
// What the stub answers (the patient's details, the questionnaire's and the consent's own words)
// is data, left out.

const appointmentId = '6a7b8c9d-0000-4000-8000-000000000042';
const path = `/api/appointments/${appointmentId}/check-in`;
const contact = { name: 'Maria Lopez', email: 'maria@example.com', phone: '4155550100', age: 34, gender: 'female' as const, address: '5 Elm St, Boston, MA' };
const questionnaireId = '7b8c9d0e-0000-4000-8000-000000000007';
const questionnaire = {
  resourceType: 'Questionnaire' as const,
  url: 'urn:clinvia:q:smoking',
  title: 'Smoking check',
  status: 'active' as const,
  item: [
    { linkId: 'smoking', text: 'Do you smoke?', type: 'boolean' as const, required: true },
    { linkId: 'kind', text: 'What kind?', type: 'open-choice' as const, answerOption: [{ valueString: 'Cigarettes' }] },
  ],
};
const consent = {
  id: '8c9d0e1f-0000-4000-8000-000000000001',
  current: { id: '8c9d0e1f-0000-4000-8000-0000000000a1', version: 2, title: 'Consent to treatment', body: 'I agree.', created_at: '2030-03-01T12:00:00.000Z' },
  signature: null,
  signed_earlier_version: false,
};
const data = [contact.name, contact.email, contact.phone, contact.address, questionnaire.title, 'Do you smoke?', 'What kind?', 'Cigarettes', consent.current.title, consent.current.body];

function checkIn(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    appointment_id: appointmentId,
    availability: 'in_progress',
    window: { opens_at: '2030-03-09T15:00:00.000Z', closes_at: '2030-03-12T15:00:00.000Z', open_days: 3 },
    steps: ['contact', 'insurance', 'questionnaires', 'consents', 'review'],
    current_step: 'contact',
    questionnaires: { total: 1, completed: 0 },
    consents: { total: 1, signed: 0 },
    contact,
    contact_prefill: contact,
    insurance: { mode: 'insurance', provider: 'Acme Health', member_number: 'X123' },
    cards: { front: null, back: null },
    completed_at: null,
    insurance_verified_at: null,
    ...overrides,
  };
}

function stub(answer: CheckIn) {
  fakeApi({
    [`GET ${path}`]: { body: answer },
    [`GET /api/appointments/${appointmentId}/questionnaires`]: { body: { appointment_id: appointmentId, editable: true, questionnaires: [{ questionnaire_id: questionnaireId, title: questionnaire.title, version: 1, questionnaire, status: 'completed', saved: null }] } },
    'GET /api/consents': { body: { time_zone: 'America/New_York', consents: [consent] } },
  });
}

async function mainOf(): Promise<HTMLElement> {
  await inPseudoLanguage();
  renderApp(`/appointments/${appointmentId}/check-in`, patient);
  const main = await screen.findByRole('main', {}, { timeout: 10_000 });
  await within(main).findByRole('heading', { level: 1, name: /⟦/ }, { timeout: 10_000 });
  return main;
}

describe('the check-in wizard in the pseudo-language (I18N-8)', { timeout: 20_000 }, () => {
  it.each<[CheckInStep, string]>([
    ['contact', 'textbox'],
    ['insurance', 'textbox'],
    ['questionnaires', 'radio'],
    ['consents', 'radio'],
    ['review', 'button'],
  ])('shows the %s step with no untranslated text', async (step, control) => {
    stub(checkIn({ current_step: step }));
    const main = await mainOf();
    await within(main).findAllByRole(control);
    if (step === 'questionnaires') {
      // The open choice's 'Other' and its box.
      await userEvent.click(within(main).getAllByRole('radio').at(-1) ?? main);
      await within(main).findByRole('textbox');
    }
    if (step === 'consents') await userEvent.click(within(main).getAllByRole('radio')[1] ?? main);
    expect(document.title).toMatch(/^⟦.*⟧$/);
    expect(untranslated(readable(main), [...data, 'Acme Health', 'X123'])).toEqual([]);
  });

  it.each(['checked_in', 'closed', 'not_open'] as const)('shows the %s notice with no untranslated text', async (availability) => {
    stub(checkIn({ availability }));
    const main = await mainOf();
    await within(main).findByRole('status');
    // The opening time is Intl's, in the page's language: the pseudo-language has none, so it is left out.
    const opens = new Date('2030-03-09T15:00:00.000Z').toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short' });
    expect(untranslated(readable(main), [opens])).toEqual([]);
  });
});

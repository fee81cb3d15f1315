import { checkInMessages } from '@clinvia/contracts/check-ins';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActing } from '../../lib/acting';
import { switchLanguage } from '../../lib/i18n/i18n';
import { apiError, fakeApi, type SentRequest } from '../../test/api';
import { checkInAppointmentId, checkInContact, patientCheckIn } from '../../test/fixtures';
import { present } from '../../test/present';
import { patient, renderApp } from '../../test/render';

// CHECKIN-2 to CHECKIN-5, CHECKIN-9: the wizard resumes at the first step not done, saves each
// step on the server, shows the server's per-field messages under the fields, and finishes.

afterEach(() => {
  setActing(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const appointmentId = checkInAppointmentId;
const path = `/api/appointments/${appointmentId}/check-in`;
const contact = checkInContact;

async function open() {
  renderApp(`/appointments/${appointmentId}/check-in`, patient);
  await screen.findByRole('heading', { level: 1, name: 'Check in for your visit' }, { timeout: 10_000 });
}

describe('the check-in wizard (CHECKIN-2)', { timeout: 20_000 }, () => {
  it('prefills the contact step from the profile, saves it and moves on to insurance', async () => {
    const api = fakeApi({
      [`GET ${path}`]: { body: patientCheckIn() },
      [`PUT ${path}`]: (request: SentRequest) => ({ body: { message: checkInMessages.saved, check_in: patientCheckIn({ availability: 'in_progress', current_step: 'insurance', contact: (request.body as { contact: typeof contact }).contact }) } }),
    });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Lopez');
    expect(screen.getByRole('textbox', { name: 'Age' })).toHaveValue('34');
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '617 555 0199');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toHaveFocus();
    expect(api.calls('PUT', path)[0]?.body).toEqual({ step: 'contact', contact: { ...contact, phone: '617 555 0199' } });
  });

  it('checks the fields with the contract’s messages before sending anything', async () => {
    const api = fakeApi({ [`GET ${path}`]: { body: patientCheckIn({ contact_prefill: { name: '', email: 'maria@example.com', phone: '4155550100', age: null, gender: null, address: null } }) } });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(checkInMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(checkInMessages.nameRequired);
    expect(screen.getByText(checkInMessages.addressRequired)).toBeInTheDocument();
    expect(api.calls('PUT', path)).toHaveLength(0);
  });

  it('resumes at the first step not done and shows the server’s messages under the insurance fields', async () => {
    fakeApi({
      [`GET ${path}`]: { body: patientCheckIn({ availability: 'in_progress', current_step: 'insurance', contact }) },
      [`PUT ${path}`]: apiError(400, 'validation_error', 'Check the fields', { 'insurance.member_number': checkInMessages.memberNumberInvalid }),
    });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Insurance company' }), 'Blue Cross');
    await userEvent.type(screen.getByRole('textbox', { name: /Member number/ }), 'BC 123');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(checkInMessages.memberNumberInvalid)).toBeInTheDocument();
    // Self-pay hides the insurance fields and the card photos.
    await userEvent.click(screen.getByRole('radio', { name: 'I have no insurance / I pay myself' }));
    expect(screen.queryByRole('textbox', { name: 'Insurance company' })).not.toBeInTheDocument();
    expect(screen.queryByText('Photos of your insurance card')).not.toBeInTheDocument();
  });

  it('finishes from the review and says the patient is checked in', async () => {
    const ready = patientCheckIn({ availability: 'in_progress', current_step: 'review', contact, insurance: { mode: 'self_pay', provider: null, member_number: null } });
    fakeApi({
      [`GET ${path}`]: { body: ready },
      [`POST ${path}/finish`]: { body: { message: checkInMessages.finished, check_in: { ...ready, availability: 'checked_in', completed_at: '2030-03-10T12:00:00.000Z' } } },
    });
    await open();
    expect(await screen.findByText(/Maria Lopez · maria@example.com/)).toBeInTheDocument();
    expect(screen.getByText('I have no insurance / I pay myself')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish check-in' }));
    expect(await screen.findByRole('heading', { name: 'You are checked in' })).toBeInTheDocument();
  });

  it('sums up the insurance with its card photos, goes back to a step on Change, and keeps the review when finishing is refused', async () => {
    const ready = patientCheckIn({
      availability: 'in_progress',
      current_step: 'review',
      contact,
      insurance: { mode: 'insurance', provider: 'Blue Cross', member_number: 'XJ-204-7781' },
      cards: { front: { id: '6a7b8c9d-0000-4000-8000-0000000000f1', name: 'card-front.jpg', contentType: 'image/jpeg', size: 48_211, createdAt: '2030-03-09T16:00:00.000Z' }, back: null },
    });
    const api = fakeApi({
      [`GET ${path}`]: { body: ready },
      [`POST ${path}/finish`]: apiError(409, 'check_in_incomplete', 'Sign the clinic’s consents first.'),
    });
    await open();
    expect(await screen.findByText('Blue Cross, XJ-204-7781 · 1 card photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish check-in' }));
    expect(await screen.findByText('Sign the clinic’s consents first.')).toBeInTheDocument();
    expect(api.calls('POST', `${path}/finish`)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'You are checked in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Change: Insurance' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Insurance company' })).toHaveValue('Blue Cross');
  });

  it('asks the visit’s questionnaires with the shared form, checks them in the browser, and completes them (INTAKE-14)', async () => {
    const questionnaireId = '7b8c9d0e-0000-4000-8000-000000000007';
    const questionnaire = { resourceType: 'Questionnaire' as const, url: 'urn:clinvia:q:smoking', title: 'Smoking check', status: 'active' as const, item: [{ linkId: 'smoking', text: 'Do you smoke?', type: 'boolean' as const, required: true }] };
    const asking = patientCheckIn({ availability: 'in_progress', steps: ['contact', 'insurance', 'questionnaires', 'review'], current_step: 'questionnaires', questionnaires: { total: 1, completed: 0 }, contact, insurance: { mode: 'self_pay', provider: null, member_number: null } });
    let completed = false;
    const api = fakeApi({
      [`GET ${path}`]: () => ({ body: completed ? { ...asking, current_step: 'review', questionnaires: { total: 1, completed: 1 } } : asking }),
      [`GET /api/appointments/${appointmentId}/questionnaires`]: { body: { appointment_id: appointmentId, editable: true, questionnaires: [{ questionnaire_id: questionnaireId, title: 'Smoking check', version: 1, questionnaire, status: 'not-started', saved: null }] } },
      [`PUT /api/appointments/${appointmentId}/questionnaires/${questionnaireId}/response`]: (request: SentRequest) => {
        completed = (request.body as { status: string }).status === 'completed';
        return { body: { message: 'Saved', questionnaire: { questionnaire_id: questionnaireId, title: 'Smoking check', version: 1, questionnaire, status: 'completed', saved: { response: request.body, updated_at: '2030-03-10T12:00:00.000Z' } } } };
      },
    });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'Smoking check' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Some answers need a look: see the messages under the questions.')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/appointments/${appointmentId}/questionnaires/${questionnaireId}/response`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and finish' })).toBeInTheDocument();
    expect(api.calls('PUT', `/api/appointments/${appointmentId}/questionnaires/${questionnaireId}/response`)[0]?.body).toMatchObject({ status: 'completed', item: [{ linkId: 'smoking', answer: [{ valueBoolean: false }] }] });
    expect(screen.getByText('1 of 1 completed')).toBeInTheDocument();
  });

  it('asks the clinic’s unsigned consents one at a time, signs each for this visit by typing, and moves on once all are signed (CHECKIN-5)', async () => {
    const version = (id: string, title: string) => ({ id, version: 2, title, body: `${title}: I agree.`, created_at: '2030-03-01T12:00:00.000Z' });
    const treatment = { id: '8c9d0e1f-0000-4000-8000-000000000001', current: version('8c9d0e1f-0000-4000-8000-0000000000a1', 'Consent to treatment') };
    const privacy = { id: '8c9d0e1f-0000-4000-8000-000000000002', current: version('8c9d0e1f-0000-4000-8000-0000000000a2', 'Privacy notice') };
    const signature = (consent: typeof treatment) => ({
      id: `9d0e1f2a-0000-4000-8000-${consent.id.slice(-12)}`,
      consent_id: consent.id,
      title: consent.current.title,
      version: 2,
      version_id: consent.current.id,
      method: 'typed' as const,
      signed_name: 'Maria Lopez',
      signed_at: '2030-03-10T12:00:00.000Z',
      content_sha256: 'a'.repeat(64),
      appointment_id: appointmentId,
      pdf: { size: 1200, sha256: 'b'.repeat(64) },
    });
    // The privacy notice was signed on /consents at its current version; the treatment consent is asked.
    const signed = new Set<string>([privacy.id]);
    const state = () => patientCheckIn({ availability: 'in_progress', steps: ['contact', 'insurance', 'consents', 'review'], current_step: signed.size === 2 ? 'review' : 'consents', consents: { total: 2, signed: signed.size }, contact, insurance: { mode: 'self_pay', provider: null, member_number: null } });
    const api = fakeApi({
      [`GET ${path}`]: () => ({ body: state() }),
      'GET /api/consents': () => ({ body: { time_zone: 'America/New_York', consents: [treatment, privacy].map((consent) => ({ ...consent, signature: signed.has(consent.id) ? signature(consent) : null, signed_earlier_version: false })) } }),
      [`POST /api/consents/${treatment.id}/signatures`]: () => {
        signed.add(treatment.id);
        return { status: 201, body: { message: 'Thank you. Your signed consent is saved; you can download it any time.', signature: signature(treatment) } };
      },
    });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Consents' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Consent to treatment' })).toBeInTheDocument();
    expect(screen.getByText('— signed already')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Type your name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Maria Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Sign consent' }));
    expect(await screen.findByText(/Your signed consent is saved.*\(Consent to treatment\)/)).toBeInTheDocument();
    expect(api.calls('POST', `/api/consents/${treatment.id}/signatures`)[0]?.body).toEqual({ method: 'typed', typedName: 'Maria Lopez', versionId: treatment.current.id, appointmentId });
    expect(await screen.findByText('— signed for this visit')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and finish' })).toHaveFocus();
    expect(screen.getByText('2 of 2 signed')).toBeInTheDocument();
  });

  it('while a proxy acts, the consents step says the patient signs and offers Continue and Previous instead (PROXY-5)', async () => {
    setActing({ patientId: '6a7b8c9d-0000-4000-8000-000000000001', patientName: 'Maria Lopez' });
    const state = patientCheckIn({ availability: 'in_progress', steps: ['contact', 'insurance', 'consents', 'review'], current_step: 'consents', consents: { total: 1, signed: 0 }, contact, insurance: { mode: 'self_pay', provider: null, member_number: null } });
    const api = fakeApi({ [`GET ${path}`]: { body: state } });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Consents' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Maria Lopez signs the clinic’s consents themselves');
    expect(api.calls('GET', '/api/consents')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Review and finish' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Change: Consents' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Consents' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toHaveFocus();
  });

  it('says when the check-in opens, and offers no form before then', async () => {
    fakeApi({ [`GET ${path}`]: { body: patientCheckIn({ availability: 'not_open' }) } });
    await open();
    expect(await screen.findByRole('heading', { name: 'Check-in is not open yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
  });

  it('says the check-in is closed, with the way back and no form', async () => {
    fakeApi({ [`GET ${path}`]: { body: patientCheckIn({ availability: 'closed' }) } });
    await open();
    const closed = present((await screen.findByRole('heading', { name: 'Check-in is closed' })).closest<HTMLElement>('[role="status"]'));
    expect(closed).toHaveTextContent('This visit has begun, or it is no longer booked.');
    expect(within(closed).getByRole('link', { name: 'Back to your appointments' })).toHaveAttribute('href', '/appointments');
    expect(screen.queryByRole('list', { name: 'Check-in steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
  });

  it('opens on a visit finished earlier with the checked-in notice, not the first step', async () => {
    fakeApi({ [`GET ${path}`]: { body: patientCheckIn({ availability: 'checked_in', current_step: 'review', contact, completed_at: '2030-03-10T12:00:00.000Z' }) } });
    await open();
    expect(await screen.findByRole('heading', { name: 'You are checked in' })).toBeInTheDocument();
    expect(screen.getByText('The clinic has your details. See you at your visit.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
  });

  it('says the day the check-in opens, in Spanish on a Spanish page', async () => {
    fakeApi({ [`GET ${path}`]: { body: patientCheckIn({ availability: 'not_open' }) } });
    await open();
    // 15:00 UTC is March 9 on every clock from UTC−12 to UTC+8.
    expect(await screen.findByText(/^It opens on Saturday, March 9, 2030/)).toBeInTheDocument();
    await act(() => switchLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'El registro de llegada todavía no está abierto' })).toBeInTheDocument();
    expect(screen.getByText(/^Se abre el sábado, 9 de marzo de 2030/)).toBeInTheDocument();
  });

  it('lets the patient go back to a step done, not ahead to one not reached, and shows what they saved over the profile', async () => {
    fakeApi({
      [`GET ${path}`]: {
        body: patientCheckIn({ availability: 'in_progress', current_step: 'insurance', contact: { ...contact, phone: '6175550199' }, contact_prefill: { ...contact, phone: '4155550100' } }),
      },
    });
    await open();
    const steps = within(await screen.findByRole('list', { name: 'Check-in steps' }));
    expect(steps.getByText('Insurance').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(steps.queryByRole('button', { name: /Review and finish/ })).toBeNull();
    expect(steps.getByText('Review and finish')).toBeInTheDocument();
    const done = steps.getByRole('button', { name: /^Contact details\s*\(Done\)$/ });
    await userEvent.click(done);
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toHaveFocus();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('6175550199');
    // The current step is reachable again from the stepper, now that the patient left it (jsdom has
    // no CSS: the step's number and name run together in its accessible name).
    await userEvent.click(steps.getByRole('button', { name: /^2\s*Insurance$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurance' })).toHaveFocus();
  });

  it('says why the check-in could not be loaded, and loads it on Try again', async () => {
    let asked = 0;
    fakeApi({ [`GET ${path}`]: () => ((asked += 1) === 1 ? apiError(404, 'not_found', checkInMessages.notFound) : { body: patientCheckIn() }) });
    await open();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('This could not be loaded.');
    expect(failed).toHaveTextContent(checkInMessages.notFound);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
